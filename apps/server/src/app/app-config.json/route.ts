/**
 * Public settings the web app needs before anyone logs in (the login page's imprint and privacy
 * links). Outside /api on purpose: it carries no data of the product.
 */
export function GET() {
  return Response.json(
    {
      imprintUrl: process.env.IMPRINT_URL || null,
      privacyPolicyUrl: process.env.PRIVACY_POLICY_URL || null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export const dynamic = 'force-dynamic'
