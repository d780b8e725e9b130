import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

const TEXT = {
  de: {
    heading: 'Kein Zugang zur Verwaltung',
    body: 'Die Verwaltung unter /admin ist Administratoren vorbehalten. Ihre Luftfahrzeuge, das Bordbuch und die Dokumente finden Sie in der Flugakte-App.',
    app: 'Zur Flugakte-App',
    logout: 'Abmelden',
  },
  en: {
    heading: 'No access to the admin panel',
    body: 'The admin panel at /admin is for administrators only. Your aircraft, the journey log and the documents are in the Flugakte app.',
    app: 'Open the Flugakte app',
    logout: 'Log out',
  },
} as const

/**
 * What a logged-in user who is not an administrator sees at /admin (users' `access.admin`): a clear
 * refusal in their language with a link to the web app, instead of Payload's bare "Unauthorized".
 */
export function UnauthorizedView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const text = TEXT[req.i18n.language === 'en' ? 'en' : 'de']
  const { config } = req.payload
  const logout = formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.logout })
  return (
    <div className="unauthorized" style={{ maxWidth: '36rem', margin: '0 auto', padding: '4rem 1.5rem' }}>
      <h1>{text.heading}</h1>
      <p>{text.body}</p>
      <p style={{ display: 'flex', gap: '1.5rem', marginTop: '2rem' }}>
        <a className="btn btn--style-primary btn--size-large" href="/">
          {text.app}
        </a>
        <a href={logout}>{text.logout}</a>
      </p>
    </div>
  )
}
