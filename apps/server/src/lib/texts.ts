import { en, texts } from '@flugakte/texts'
import type { PayloadRequest } from 'payload'

import type { Language } from './refuse'

type ServerTexts = typeof en.server
type Plain<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K

/** `namespace:key` as Payload's translation function reads it (one level below the namespace). */
export type TextKey =
  | `messages:${keyof typeof en.messages}`
  | { [N in keyof ServerTexts]: `${N}:${Plain<keyof ServerTexts[N] & string>}` }[keyof ServerTexts]

type Vars = Record<string, string | number>

/**
 * The server's texts as Payload custom translations (`i18n.translations`): the same catalogue the web
 * app reads, so a refusal says what the form would say.
 */
export const serverTranslations = {
  de: { messages: texts.de.messages, ...texts.de.server },
  en: { messages: texts.en.messages, ...texts.en.server },
}

/** A text in the request's interface language, through Payload's `req.t`. */
export function say(req: PayloadRequest, key: TextKey, vars?: Vars): string {
  // Payload types req.t with its own keys only; ours are registered in serverTranslations.
  return (req.t as unknown as (key: string, vars?: Vars) => string)(key, vars)
}

const PLURAL = new Intl.PluralRules('en')

/** A text in a given language (e-mails and notices to people other than the caller, PDFs). */
export function textIn(language: Language, key: TextKey, vars: Vars = {}): string {
  const [namespace, name] = key.split(':') as [string, string]
  const table = serverTranslations[language][namespace as keyof (typeof serverTranslations)['de']] as Record<
    string,
    string
  >
  const count = vars.count
  const plural =
    typeof count === 'number' ? table[`${name}_${PLURAL.select(count) === 'one' ? 'one' : 'other'}`] : undefined
  const text = plural ?? table[name] ?? key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, variable: string) => String(vars[variable] ?? placeholder))
}

/** A text in both interface languages, for records that keep both (notices). */
export const inBothLanguages = (key: TextKey, vars?: Vars) => ({
  de: textIn('de', key, vars),
  en: textIn('en', key, vars),
})
