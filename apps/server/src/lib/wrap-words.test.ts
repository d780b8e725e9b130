import { describe, expect, it } from 'vitest'

import { wrapWords } from './wrap-words'

const atMost = (width: number) => (line: string) => line.length <= width

describe('wrapWords', () => {
  it('breaks at spaces where the next word would not fit', () => {
    expect(wrapWords('Bremse links schleift', atMost(12))).toEqual(['Bremse links', 'schleift'])
  })

  it('cuts a word longer than the width where it stops fitting', () => {
    expect(wrapWords('Ab Kraftstoffmengenanzeige', atMost(8))).toEqual(['Ab', 'Kraftsto', 'ffmengen', 'anzeige'])
  })

  it('gives one empty line for no text', () => {
    expect(wrapWords('', atMost(8))).toEqual([''])
  })
})
