import { Fragment } from 'react'

/** An aircraft registration within a text: D-EKLU, OE-KAB (the nationality mark and letters; an AD number such as D-2005 is none). */
const REGISTRATION = /\b[A-Z]{1,2}-[A-Z]{3,5}\b/g

/**
 * A text whose registrations never break across lines at their hyphen (a narrow phone would show
 * "D-" at the end of one line and "EKLU" on the next); the rest wraps as usual.
 */
export function RegistrationText({ children }: { children: string }) {
  const parts: (string | { registration: string })[] = []
  let at = 0
  for (const match of children.matchAll(REGISTRATION)) {
    if (match.index > at) parts.push(children.slice(at, match.index))
    parts.push({ registration: match[0] })
    at = match.index + match[0].length
  }
  if (at < children.length) parts.push(children.slice(at))
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {part.registration}
          </span>
        ),
      )}
    </>
  )
}
