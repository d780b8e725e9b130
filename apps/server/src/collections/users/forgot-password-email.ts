import { publicOrigin } from '../../lib/public-origin'

type Args = { token?: string; user?: { status?: string; first_name?: string } } | undefined

/** The reset mail; for an invited person it is the invitation to choose a first password. */
export function forgotPasswordEmail(args: Args): string {
  const link = `${publicOrigin()}/change-password?token=${encodeURIComponent(args?.token ?? '')}`
  const invited = args?.user?.status === 'invited'
  const intro = invited
    ? 'Sie wurden zu Flugakte eingeladen. Bitte wählen Sie Ihr Passwort. / You have been invited to Flugakte. Please choose your password.'
    : 'Sie haben das Zurücksetzen Ihres Flugakte-Passworts angefordert. / You asked to reset your Flugakte password.'
  return [
    `<p>${intro}</p>`,
    `<p><a href="${link}">${link}</a></p>`,
    invited ? '' : '<p>Wenn Sie das nicht waren, ignorieren Sie diese E-Mail. / If this was not you, ignore this e-mail.</p>',
  ].join('\n')
}

export function forgotPasswordSubject(args: Args): string {
  return args?.user?.status === 'invited'
    ? 'Einladung zu Flugakte / Invitation to Flugakte'
    : 'Flugakte: Passwort zurücksetzen / Reset your password'
}
