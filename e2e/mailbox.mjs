// @ts-check
// The mails the server sends during an e2e run. The global setup starts an SMTP server on loopback that
// delivers every message here as a file in the run's mail folder; specs run in Playwright's worker processes
// and wait for their mail by reading that folder.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { e2eEnv } from './e2e-env.mjs'

/**
 * @typedef {{ from: string, to: string[], raw: string, receivedAt: number }} Mail
 * @typedef {(mail: Mail) => boolean} MailFilter
 */

const mailDir = () => e2eEnv().mailDir

let delivered = 0

/** @param {Mail} mail */
export function deliver(mail) {
  const dir = mailDir()
  delivered += 1
  const name = `${String(mail.receivedAt).padStart(15, '0')}-${String(delivered).padStart(6, '0')}.json`
  // Written under another name first, so a reader never sees half a mail.
  writeFileSync(path.join(dir, `${name}.part`), JSON.stringify(mail))
  renameSync(path.join(dir, `${name}.part`), path.join(dir, name))
}

/** @returns {Mail[]} */
function received() {
  const dir = mailDir()
  let names = []
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')))
}

/**
 * Resolves with the first mail (already received or still to come) that matches `filter`.
 * @param {MailFilter} filter
 * @param {number} [timeoutMs]
 * @returns {Promise<Mail>}
 */
export async function waitForMail(filter, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = received()
    const mail = mails.find(filter)
    if (mail) return mail
    if (Date.now() > deadline)
      throw new Error(`no matching mail within ${timeoutMs / 1000} s (${mails.length} received)`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * A filter for mails to `address` received at or after `since` (a Date.now() value).
 * @param {string} address
 * @param {number} [since]
 * @returns {MailFilter}
 */
export function to(address, since = 0) {
  return (mail) =>
    mail.receivedAt >= since && mail.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase())
}

/**
 * The decoded text of every part of a MIME message (nodemailer picks quoted-printable or base64).
 * @param {string} raw
 * @returns {string}
 */
export function textOf(raw) {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ')
  const boundary = /content-type:\s*multipart\/[^;]+;.*?boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1]
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => textOf(part.replace(/^\r?\n/, '')))
      .join('\n')
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(unfolded)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/**
 * The first link in the mail whose path is `pathname`, e.g. the change-password link.
 * @param {Mail} mail
 * @param {string} pathname
 * @returns {URL}
 */
export function linkIn(mail, pathname) {
  const text = textOf(mail.raw)
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replaceAll('&amp;', '&'))
    if (url.pathname === pathname) return url
  }
  throw new Error(`no ${pathname} link in the mail:\n${text}`)
}
