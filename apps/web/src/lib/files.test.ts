import { describe, expect, it } from 'vitest'

import { sameOriginPath } from './files'

describe('sameOriginPath', () => {
  it('fetches files from this server whatever origin Payload wrote into their URL', () => {
    expect(sameOriginPath('http://localhost:3000/api/files/file/amp%20d-eklu.pdf')).toBe(
      '/api/files/file/amp%20d-eklu.pdf',
    )
    expect(sameOriginPath('https://flugakte.example/api/files/file/a.pdf?download=true')).toBe(
      '/api/files/file/a.pdf?download=true',
    )
    expect(sameOriginPath('/api/files/file/a.pdf')).toBe('/api/files/file/a.pdf')
  })
})
