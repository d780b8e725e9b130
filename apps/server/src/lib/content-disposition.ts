/**
 * Content-Disposition for every file the server serves (RFC 6266 with RFC 5987's `filename*`).
 *
 * A stored name comes from whoever uploaded the file, so it may hold characters that fool the reader
 * or the header: control characters (a CR/LF would split the header) and Unicode bidi controls, which
 * make `invoice‮fdp.exe` read as `invoiceexe.pdf`. Those are removed; what is left is sent as UTF-8 in
 * `filename*` and, for old clients, as a quoted ASCII `filename` with quotes and backslashes escaped.
 */

// C0 and C1 controls, DEL, and the bidi marks and overrides (LRM, RLM, ALM, LRE…RLO, LRI…PDI).
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** The name without control and bidi characters, trimmed; `fallback` when nothing is left. */
export function sanitiseFilename(name: string, fallback = 'download'): string {
  const cleaned = name.normalize('NFC').replace(UNSAFE, '').trim()
  return cleaned === '' ? fallback : cleaned
}

/** RFC 5987 attr-char: letters, digits and !#$&+-.^_`|~ stay; every other UTF-8 byte is %XX. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** ASCII only for the plain `filename`: other characters become `_`, quotes and backslashes escaped. */
function asciiFallback(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, (char) => `\\${char}`)
}

/** The header value, e.g. `attachment; filename="Ausruestung.pdf"; filename*=UTF-8''Ausr%C3%BCstung.pdf`. */
export function contentDisposition(type: 'attachment' | 'inline', filename: string): string {
  const name = sanitiseFilename(filename)
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`
}
