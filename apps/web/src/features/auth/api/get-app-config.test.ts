import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { externalLink } from './get-app-config'

// The schema this check stands in for: the login page loads no zod.
const zodExternalLink = z
  .url({ protocol: /^https?$/ })
  .nullable()
  .catch(null)

describe('externalLink', () => {
  it.each([
    'https://example.org/imprint',
    'http://example.org',
    'HTTPS://Example.org/a?b=c#d',
    '  https://example.org/padded  ',
    'https://exa\nmple.org/\tpath',
    'https:/example.org',
    'https:example.org',
    'http://',
    'ftp://example.org',
    'javascript:alert(1)',
    'mailto:someone@example.org',
    '//example.org',
    'example.org',
    '',
    null,
    undefined,
    42,
    ['https://example.org'],
  ])('agrees with zod on %j', (value) => {
    expect(externalLink(value)).toBe(zodExternalLink.parse(value))
  })
})
