import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { say } from '../lib/texts'

/**
 * What a logged-in user who is not an administrator sees at /admin (users' `access.admin`): a clear
 * refusal in their language with a link to the web app, instead of Payload's bare "Unauthorized".
 */
export function UnauthorizedView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const { config } = req.payload
  const logout = formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.logout })
  return (
    <div className="unauthorized" style={{ maxWidth: '36rem', margin: '0 auto', padding: '4rem 1.5rem' }}>
      <h1>{say(req, 'adminRefusal:heading')}</h1>
      <p>{say(req, 'adminRefusal:body')}</p>
      <p style={{ display: 'flex', gap: '1.5rem', marginTop: '2rem' }}>
        <a className="btn btn--style-primary btn--size-large" href="/">
          {say(req, 'adminRefusal:openApp')}
        </a>
        <a href={logout}>{say(req, 'adminRefusal:logOut')}</a>
      </p>
    </div>
  )
}
