import { ROLES, todayUtc } from '@flugakte/domain'
import type { AirworthinessReport, DueItem, ExpiringDocument, RecordsHealth, RequiredDocument } from '@flugakte/domain'
import type { en } from '@flugakte/texts'
import { createLocalReq, type Payload } from 'payload'

import { relationId } from '../access/relation-id'
import { DOCUMENT_WRITERS } from '../access/writers'
import { inTransaction } from '../lib/in-transaction'
import { textIn } from '../lib/texts'
import { loadRecordsHealthWithReport } from '../records-health/load-records-health'
import { buildAirworthinessReport } from './build-report'
import { MAIL_QUEUE } from './queues'
import { createNotice } from '../collections/notifications/create-notice'

type Language = 'de' | 'en'
type Text = Record<Language, string>
/** A notice as every recipient gets it; `key` makes it once per recipient (unique index). */
export type Notice = { key: string; subject: Text; message: Text; link: string }

const DAY_FORMAT = { de: 'de-DE', en: 'en-GB' } as const
export const formatDay = (date: string | null, language: Language) =>
  date
    ? new Intl.DateTimeFormat(DAY_FORMAT[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date))
    : '—'

const KIND = {
  airworthiness_directive: 'kindAirworthinessDirective',
  task: 'kindTask',
  component_life: 'kindComponentLife',
  component_overhaul: 'kindComponentOverhaul',
  deferred_defect: 'kindDeferredDefect',
  airworthiness_review: 'kindAirworthinessReview',
} as const satisfies Record<DueItem['kind'], NoticeText>

const DOCUMENT = {
  'certificate-of-airworthiness': 'documentCertificateOfAirworthiness',
  'insurance-certificate': 'documentInsuranceCertificate',
  'aeronautical-radio-certificate': 'documentAeronauticalRadioCertificate',
} as const satisfies Record<ExpiringDocument['tag'], NoticeText>

/** The documents of the records register by name (texts `notices`). */
const REGISTER_DOCUMENT = {
  registration: 'documentRegistration',
  airworthiness_certificate: 'documentCertificateOfAirworthiness',
  arc: 'documentAirworthinessReviewCertificate',
  noise_certificate: 'documentNoiseCertificate',
  radio_licence: 'documentAeronauticalRadioCertificate',
  insurance: 'documentInsuranceCertificate',
  flight_manual: 'documentFlightManual',
  journey_log: 'documentJourneyLog',
  mass_balance: 'documentMassBalance',
} as const satisfies Record<RequiredDocument, NoticeText>

type NoticeText = keyof typeof en.server.notices

/** One notice text in both languages (packages/texts, namespace notices); `vars` may differ per language. */
const notice = (key: NoticeText, vars: (language: Language) => Record<string, string>): Text => ({
  de: textIn('de', `notices:${key}`, vars('de')),
  en: textIn('en', `notices:${key}`, vars('en')),
})

/** Where a due item is dealt with in the web app: the AD list, the defect, or the lifecycle view. */
function dueLink(aircraftId: number, item: DueItem): string {
  if (item.kind === 'airworthiness_directive') return `/list/airworthiness-directive?aircraft=${aircraftId}`
  if (item.kind === 'deferred_defect')
    return `/defects?aircraft=${aircraftId}&defect=${item.key.replace(/^defect:/, '')}`
  if (item.kind === 'airworthiness_review') return `/records?aircraft=${aircraftId}`
  return `/lifecycle?aircraft=${aircraftId}`
}

/**
 * What the report says needs attention, one notice per item, occurrence and threshold: the key holds
 * the item, where it falls due (so the next interval of a recurring item notifies again) and whether
 * it is due soon or overdue.
 */
export function noticesOf(report: AirworthinessReport, english: AirworthinessReport): Notice[] {
  const { id, registration } = report.aircraft
  const notices: Notice[] = []
  // Task and part names are localized: the English notice names the item as the English report does.
  const englishTitle = new Map(english.next_due.map((item) => [item.key, item.title]))
  for (const item of report.next_due) {
    // The ARC's title is a text of the server's own, not a localized record.
    const title =
      item.kind === 'airworthiness_review'
        ? { de: textIn('de', 'records:arcTitle'), en: textIn('en', 'records:arcTitle') }
        : { de: item.title, en: englishTitle.get(item.key) ?? item.title }
    if (item.due.status === 'ok') continue
    const at = [item.due.due_at.date, item.due.due_at.minutes, item.due.due_at.cycles]
      .map((value) => value ?? '')
      .join('/')
    const overdue = item.due.status === 'overdue'
    const name = (language: Language) =>
      `${textIn(language, `notices:${KIND[item.kind]}`)}: ${title[language]}${item.reference ? ` (${item.reference})` : ''}`
    notices.push({
      key: `due:${id}:${item.key}@${at}:${item.due.status}`,
      subject: notice(overdue ? 'dueOverdueSubject' : 'dueSoonSubject', (language) => ({
        registration,
        title: title[language],
      })),
      message: notice('dueMessage', (language) => ({
        name: name(language),
        day: formatDay(item.due.projected_date, language),
      })),
      link: dueLink(id, item),
    })
  }
  for (const document of report.expiring_documents) {
    const expired = document.days_left < 0
    notices.push({
      key: `document:${id}:${document.id}@${document.expires_at}:${expired ? 'expired' : 'expiring'}`,
      subject: notice(expired ? 'documentExpiredSubject' : 'documentExpiringSubject', (language) => ({
        registration,
        document: textIn(language, `notices:${DOCUMENT[document.tag]}`),
      })),
      message: notice('documentMessage', (language) => ({
        title: document.title,
        day: formatDay(document.expires_at, language),
      })),
      link: `/documents?aircraft=${id}`,
    })
  }
  return notices
}

/**
 * The records are incomplete: one notice per document of the register that is missing or has expired,
 * keyed by the document, its state and its expiry (a new expired certificate notifies again). Only a
 * reader who may file documents (`filer`) is asked to file it; the others learn that those who keep the
 * records were told.
 */
export function recordsNoticesOf(health: RecordsHealth, filer = true): Notice[] {
  const { id, registration } = health.aircraft
  const [missingMessage, overdueMessage] = filer
    ? (['recordsMissingMessage', 'recordsOverdueMessage'] as const)
    : (['recordsMissingMessageForReaders', 'recordsOverdueMessageForReaders'] as const)
  return health.documents.flatMap((row): Notice[] => {
    if (row.state !== 'missing' && row.state !== 'overdue') return []
    const missing = row.state === 'missing'
    const document = (language: Language) => textIn(language, `notices:${REGISTER_DOCUMENT[row.document]}`)
    return [
      {
        key: `records:${id}:${row.document}:${row.state}@${row.expires_at ?? '-'}`,
        subject: notice(missing ? 'recordsMissingSubject' : 'recordsOverdueSubject', (language) => ({
          registration,
          document: document(language),
        })),
        message: notice(missing ? missingMessage : overdueMessage, (language) => ({
          document: document(language),
          day: formatDay(row.expires_at, language),
        })),
        link: `/records?aircraft=${id}`,
      },
    ]
  })
}

const RECIPIENT_FIELDS = { email: true, is_company_admin: true, language: true, role: true } as const

/** The active users of the given companies with their active role's name, in one read. */
async function activeUsersOf(payload: Payload, companyIds: readonly (number | string)[]): Promise<Recipient[]> {
  if (companyIds.length === 0) return []
  const users = await payload.find({
    collection: 'users',
    where: { and: [{ company: { in: [...companyIds] } }, { status: { equals: 'active' } }] },
    depth: 1,
    populate: { roles: { name: true } },
    pagination: false,
    select: RECIPIENT_FIELDS,
    overrideAccess: true,
  })
  return users.docs as Recipient[]
}

/** Whether the recipient's active role may file the aircraft's documents (the documents' create access). */
const filesDocuments = (recipient: Recipient) => {
  const role = recipient.role
  const name = role && typeof role === 'object' ? role.name : undefined
  return name === ROLES.administrator || (DOCUMENT_WRITERS as string[]).includes(name ?? '')
}

/** The companies holding an accepted CAO contract for the aircraft. */
async function caoCompaniesOf(payload: Payload, aircraftId: number): Promise<(number | string)[]> {
  const contracts = await payload.find({
    collection: 'aircraft_contracts',
    where: {
      and: [
        { customer_aircraft: { equals: aircraftId } },
        { kind: { equals: 'cao' } },
        { status: { equals: 'accepted' } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { company: true },
    overrideAccess: true,
  })
  return contracts.docs.map((doc) => relationId(doc.company)).filter((id) => id !== null)
}

export type Recipient = {
  id: number
  email: string
  is_company_admin?: boolean | null
  language?: string | null
  role?: number | { id: number; name?: string | null } | null
}

/**
 * Acts as the system (overrideAccess): the sweep reads every aircraft and writes notices for people
 * who are not the caller. Creates each due notice once per user of the aircraft's owning company, and
 * each records-incomplete notice (a document of the register missing or expired) once per user of the
 * owning company and of the aircraft's accepted CAO.
 */
export async function notifyDue(payload: Payload, aircraftId: number, today = todayUtc()): Promise<number> {
  const systemReq = async (locale: 'de' | 'en') => createLocalReq({ locale }, payload)
  const reportIn = async (locale: 'de' | 'en') =>
    buildAirworthinessReport(await systemReq(locale), aircraftId, today, { asSystem: true })
  const { report, health } = await loadRecordsHealthWithReport(await systemReq('de'), aircraftId, today, {
    asSystem: true,
  })
  const dueNotices =
    report.next_due.some((item) => item.due.status !== 'ok') || report.expiring_documents.length > 0
      ? noticesOf(report, await reportIn('en'))
      : []
  const recordsNotices = recordsNoticesOf(health)
  if (dueNotices.length === 0 && recordsNotices.length === 0) return 0
  const recordsForReaders = recordsNoticesOf(health, false)
  const aircraft = await payload.findByID({
    collection: 'customer_aircrafts',
    id: aircraftId,
    depth: 0,
    overrideAccess: true,
  })
  const companyId = relationId(aircraft.company)
  if (companyId === null) return 0
  const [owners, cao] = await Promise.all([
    activeUsersOf(payload, [companyId]),
    recordsNotices.length ? caoCompaniesOf(payload, aircraftId).then((ids) => activeUsersOf(payload, ids)) : [],
  ])
  const caoOnly = cao.filter((user) => !owners.some((owner) => owner.id === user.id))
  // A notice asks only what its reader can do: filing a document is for those who may.
  const [ownerFilers, ownerReaders] = partition(owners, filesDocuments)
  const [caoFilers, caoReaders] = partition(caoOnly, filesDocuments)
  return (
    (await deliverNotices(payload, ownerFilers, [...dueNotices, ...recordsNotices])) +
    (await deliverNotices(payload, ownerReaders, [...dueNotices, ...recordsForReaders])) +
    (await deliverNotices(payload, caoFilers, recordsNotices)) +
    (await deliverNotices(payload, caoReaders, recordsForReaders))
  )
}

/**
 * Creates each notice once per recipient; company admins also get it by e-mail (a noticeMail job,
 * queued with the notice). The unique (recipient, key) index keeps it once even when two app instances
 * run this at the same moment: the loser's create fails, and its transaction queues no mail.
 */
export async function deliverNotices(payload: Payload, recipients: Recipient[], notices: Notice[]): Promise<number> {
  if (recipients.length === 0 || notices.length === 0) return 0
  const keys = notices.map((notice) => notice.key)
  const existing = await payload.find({
    collection: 'notifications',
    where: { and: [{ key: { in: keys } }, { recipient: { in: recipients.map((user) => user.id) } }] },
    depth: 0,
    pagination: false,
    select: { key: true, recipient: true },
    overrideAccess: true,
  })
  const sent = new Set(existing.docs.map((doc) => `${relationId(doc.recipient)}|${doc.key}`))
  let created = 0
  for (const user of recipients) {
    for (const notice of notices) {
      if (sent.has(`${user.id}|${notice.key}`)) continue
      // The notice, its English texts and its e-mail job together or not at all; a notice another
      // instance created first fails the unique (recipient, key) index, and nothing of this one stays.
      const stored = await inTransaction(payload, async (req) => {
        const id = await createNotice(
          req,
          { recipient: user.id, key: notice.key, link: notice.link },
          {
            de: { subject: notice.subject.de, message: notice.message.de },
            en: { subject: notice.subject.en, message: notice.message.en },
          },
        )
        if (user.is_company_admin) {
          await payload.jobs.queue({ task: 'noticeMail', input: { notification: id }, queue: MAIL_QUEUE, req })
        }
      }).then(
        () => true,
        () => false,
      )
      if (stored) created += 1
    }
  }
  return created
}

/** Every published aircraft, for the periodic sweep (calendar limits fall due without any write). */
export async function notifyDueForFleet(payload: Payload, today = todayUtc()): Promise<number> {
  const aircraft = await payload.find({
    collection: 'customer_aircrafts',
    where: { status: { equals: 'published' } },
    depth: 0,
    pagination: false,
    select: { registration: true },
    overrideAccess: true,
  })
  let created = 0
  for (const doc of aircraft.docs) {
    created += await notifyDue(payload, doc.id, today).catch((error: unknown) => {
      payload.logger.error({ err: error }, `due notices for aircraft ${doc.id} failed`)
      return 0
    })
  }
  return created
}

const partition = <T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
]
