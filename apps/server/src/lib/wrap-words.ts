/**
 * Splits one paragraph into lines that `fit`: at spaces, and a word still too long is cut where it
 * stops fitting. Always at least one line ('' for no text). The PDFs measure with their own font.
 */
export function wrapWords(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    let rest = word
    while (!fits(rest) && rest.length > 1) {
      let cut = rest.length - 1
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  lines.push(line)
  return lines
}
