import { publicOrigin } from '../../lib/public-origin'

type Args = { token?: string } | undefined

export function forgotPasswordEmail(args: Args): string {
  const link = `${publicOrigin()}/change-password?token=${encodeURIComponent(args?.token ?? '')}`
  return [
    '<p>Sie haben das Zurücksetzen Ihres Flugakte-Passworts angefordert. / You asked to reset your Flugakte password.</p>',
    `<p><a href="${link}">${link}</a></p>`,
    '<p>Wenn Sie das nicht waren, ignorieren Sie diese E-Mail. / If this was not you, ignore this e-mail.</p>',
  ].join('\n')
}
