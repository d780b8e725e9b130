import { describe, expect, it } from 'vitest'

import { colors } from './theme'

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG 2.x contrast ratio of two colours. */
function contrast(a: string, b: string) {
  const light = Math.max(luminance(a), luminance(b))
  const dark = Math.min(luminance(a), luminance(b))
  return (light + 0.05) / (dark + 0.05)
}

const WHITE = '#ffffff'

describe('the theme’s colours (WCAG AA, 4.5:1 for text)', () => {
  const chromatic = Object.entries(colors).filter(([name]) => name !== 'dark' && name !== 'gray')

  it.each(chromatic)('%s: white text on the filled shade 8', (_name, shades) => {
    expect(contrast(WHITE, shades[8])).toBeGreaterThanOrEqual(4.5)
    // Striped and hovered table rows (gray 1).
    expect(contrast('#f1f3f5', shades[8])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(chromatic)('%s: the light variant’s shade 9 on shades 1 and 2', (_name, shades) => {
    expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5)
    expect(contrast(shades[9], shades[2])).toBeGreaterThanOrEqual(4.5)
  })

  it('grey labels (dimmed, gray 7) read at 4.5:1, control borders (gray 6) at 3:1', () => {
    const gray = colors.gray ?? []
    expect(contrast(gray[7] ?? '', WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(gray[6] ?? '', WHITE)).toBeGreaterThanOrEqual(3)
  })
})
