import type { EmailAdapter, SendEmailOptions } from 'payload'

/**
 * Without SMTP_HOST every mail goes to the server log in full: recipient, subject and the text with
 * its links (reset, invitation), so a reset or an invitation works without a mail server. Payload's
 * own console adapter prints only the recipient and the subject.
 */
export const consoleEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'console',
  defaultFromAddress: 'flugakte@localhost',
  defaultFromName: 'Flugakte',
  sendEmail: async (message) => {
    payload.logger.info({ msg: printedMail(message) })
  },
})

export function printedMail(message: SendEmailOptions): string {
  const to = [message.to].flat().map((address) => (typeof address === 'string' ? address : address?.address)).join(', ')
  const body = typeof message.text === 'string' && message.text ? message.text : htmlToText(String(message.html ?? ''))
  return `Mail (not sent: SMTP_HOST is not set) to ${to}\nSubject: ${String(message.subject ?? '')}\n\n${body}\n`
}

/** Readable text of a simple HTML mail; a link keeps its address, written out in full. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim()
      return text && text !== href ? `${text} (${href})` : href
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
