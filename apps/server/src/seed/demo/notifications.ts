import type { Payload } from 'payload'

import type { Fleet } from './fleet'

/** A welcome note per demo account, so the notifications menu has something to show. */
export async function seedNotifications(payload: Payload, fleet: Fleet) {
  for (const [email, id] of fleet.users) {
    const key = 'welcome'
    const existing = await payload.count({ collection: 'notifications', where: { and: [{ recipient: { equals: id } }, { key: { equals: key } }] } })
    if (existing.totalDocs > 0) continue
    const created = await payload.create({
      collection: 'notifications',
      locale: 'de',
      data: {
        recipient: id,
        key,
        subject: 'Willkommen bei Flugakte',
        message: `Ihr Zugang ${email} ist eingerichtet. Wählen Sie oben ein Luftfahrzeug, um seine Akte zu sehen.`,
        link: '/dashboard',
      },
    })
    await payload.update({
      collection: 'notifications',
      id: created.id,
      locale: 'en',
      data: {
        subject: 'Welcome to Flugakte',
        message: `Your account ${email} is set up. Choose an aircraft at the top to see its records.`,
      },
    })
  }
}
