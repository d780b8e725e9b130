/**
 * Runs once when a server process starts (Next.js instrumentation hook), before it handles requests:
 * a mistyped TRUSTED_PROXIES stops the process (Next.js would otherwise answer every request with
 * 500), and each request gets the address of its connection (lib/peer-address.ts), which the login
 * throttle and the activity log trust rather than a client's X-Forwarded-For.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { trustedProxies } = await import('./lib/client-address')
  const { stampPeerAddresses } = await import('./lib/peer-address')
  try {
    trustedProxies(process.env.TRUSTED_PROXIES)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  stampPeerAddresses()
}
