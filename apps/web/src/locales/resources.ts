import type { en } from '@flugakte/texts'
import deAuth from '@flugakte/texts/de/auth.json'
import deCommon from '@flugakte/texts/de/common.json'
import deMessages from '@flugakte/texts/de/messages.json'
import enAuth from '@flugakte/texts/en/auth.json'
import enCommon from '@flugakte/texts/en/common.json'
import enMessages from '@flugakte/texts/en/messages.json'

/** The product's one text catalogue (packages/texts), which the server reads too. */
export type Catalogue = typeof en

/**
 * What the pages before login speak, in both languages, bundled: they show at once, with no request
 * for texts between the app's code and the first screen.
 */
export const publicTexts = {
  de: { common: deCommon, messages: deMessages, auth: deAuth },
  en: { common: enCommon, messages: enMessages, auth: enAuth },
}
export const PUBLIC_NAMESPACES = Object.keys(publicTexts.de)

type Texts = () => Promise<{ default: object }>
/** The server's own texts (refusals, PDFs, e-mails) are no part of the web app. */
type SignedInNamespace = Exclude<keyof Catalogue, keyof typeof publicTexts.de | 'server'>

// The texts of the screens behind login: one chunk per language and namespace, loaded after sign-in.
const signedInTexts = {
  de: {
    layout: () => import('@flugakte/texts/de/layout.json'),
    settings: () => import('@flugakte/texts/de/settings.json'),
    dashboard: () => import('@flugakte/texts/de/dashboard.json'),
    boardbook: () => import('@flugakte/texts/de/boardbook.json'),
    documents: () => import('@flugakte/texts/de/documents.json'),
    manuals: () => import('@flugakte/texts/de/manuals.json'),
    airworthiness: () => import('@flugakte/texts/de/airworthiness.json'),
    defects: () => import('@flugakte/texts/de/defects.json'),
    records: () => import('@flugakte/texts/de/records.json'),
  },
  en: {
    layout: () => import('@flugakte/texts/en/layout.json'),
    settings: () => import('@flugakte/texts/en/settings.json'),
    dashboard: () => import('@flugakte/texts/en/dashboard.json'),
    boardbook: () => import('@flugakte/texts/en/boardbook.json'),
    documents: () => import('@flugakte/texts/en/documents.json'),
    manuals: () => import('@flugakte/texts/en/manuals.json'),
    airworthiness: () => import('@flugakte/texts/en/airworthiness.json'),
    defects: () => import('@flugakte/texts/en/defects.json'),
    records: () => import('@flugakte/texts/en/records.json'),
  },
} satisfies Record<keyof typeof publicTexts, Record<SignedInNamespace, Texts>>

export const SIGNED_IN_NAMESPACES = Object.keys(signedInTexts.de)

/** The texts of one namespace behind login, in one language. */
export async function loadTexts(language: string, namespace: string): Promise<object> {
  const load = (signedInTexts as Partial<Record<string, Partial<Record<string, Texts>>>>)[language]?.[namespace]
  if (!load) throw new Error(`No texts for ${language}/${namespace}`)
  return (await load()).default
}
