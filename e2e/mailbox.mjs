// @ts-check
// The mails the server sends during an e2e run. run.mjs starts an SMTP server on loopback that
// delivers every message here; specs run in the same process and wait for their mail.

/**
 * @typedef {{ from: string, to: string[], raw: string, receivedAt: number }} Mail
 * @typedef {(mail: Mail) => boolean} MailFilter
 */

/** @type {Mail[]} */
const mails = []
/** @type {Set<() => void>} */
const listeners = new Set()

/** @param {Mail} mail */
export function deliver(mail) {
  mails.push(mail)
  for (const listener of listeners) listener()
}

/**
 * Resolves with the first mail (already received or still to come) that matches `filter`.
 * @param {MailFilter} filter
 * @param {number} [timeoutMs]
 * @returns {Promise<Mail>}
 */
export function waitForMail(filter, timeoutMs = 20_000) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const mail = mails.find(filter)
      if (!mail) return false
      finish()
      resolve(mail)
      return true
    }
    const finish = () => {
      listeners.delete(check)
      clearTimeout(timer)
    }
    const timer = setTimeout(() => {
      finish()
      reject(new Error(`no matching mail within ${timeoutMs / 1000} s (${mails.length} received)`))
    }, timeoutMs)
    listeners.add(check)
    check()
  })
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
