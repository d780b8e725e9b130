/** Links in e-mails point at the public address, not at the address the server listens on. */
export function publicOrigin(): string {
  return (process.env.PUBLIC_ORIGIN || 'http://localhost:3000').replace(/\/$/, '')
}
