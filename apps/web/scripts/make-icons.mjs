// Draws the app icons (PWA manifest, iOS home screen, favicon) from public/icons/icon.svg. Run it once
// after changing the logo and commit the PNGs: `node apps/web/scripts/make-icons.mjs`. `sharp` is the
// server's dependency (apps/server), which npm hoists to the repository root.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const publicDir = fileURLToPath(new URL('../public/', import.meta.url))
const logo = await readFile(`${publicDir}icons/icon.svg`, 'utf8')

// Maskable icons and iOS fill the whole square and round it themselves: no corners of our own.
const square = logo.replace(/(<rect id="background"[^>]*?) rx="\d+"/, '$1')
if (square === logo) throw new Error('icon.svg: no <rect id="background" … rx="…"> to square off')

const png = (svg, size) => sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png().toBuffer()

const icons = [
  ['icons/icon-192.png', logo, 192],
  ['icons/icon-512.png', logo, 512],
  ['icons/icon-maskable-512.png', square, 512],
  ['icons/apple-touch-icon.png', square, 180],
]
for (const [file, svg, size] of icons) await writeFile(`${publicDir}${file}`, await png(svg, size))

/** An .ico holding PNG images (allowed since Windows Vista, read by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size, 0)
    entry.writeUInt8(size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)])
}
const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(logo, size) })))
await writeFile(`${publicDir}favicon.ico`, ico(favicons))

console.log(`Icons written to ${publicDir}`)
