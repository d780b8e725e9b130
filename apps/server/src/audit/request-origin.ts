import type { PayloadRequest } from 'payload'

export function requestOrigin(req: PayloadRequest) {
  const headers = req.headers
  const forwarded = headers?.get('x-forwarded-for')?.split(',')[0]?.trim()
  return {
    ip: forwarded || headers?.get('x-real-ip') || null,
    user_agent: headers?.get('user-agent') || null,
    origin: headers?.get('origin') || null,
  }
}
