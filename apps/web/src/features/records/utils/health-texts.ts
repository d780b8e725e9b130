import type { HealthItem, HealthNote, HealthState } from '@flugakte/domain'
import type { i18n as I18n, TFunction } from 'i18next'

import { formatDay } from '../../../lib/dates'

type Texts = { t: TFunction<'records'>; i18n: Pick<I18n, 'exists' | 'language'> }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A note in words, its days written as days ("20.11.2026"). The server names the note by a key of the
 * texts; one this version of the app does not know yet is left out rather than shown as a key.
 */
export function noteText(note: HealthNote, { t, i18n }: Texts): string | null {
  if (!i18n.exists(`records:notes.${note.key}`)) return null
  const values = Object.fromEntries(
    Object.entries(note.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && DAY.test(value) ? formatDay(value, i18n.language) : value,
    ]),
  )
  // The key is checked above; its type cannot be known from the answer.
  return t(`notes.${note.key}` as 'notes.open_defects', values as { count: number })
}

const ASKING: readonly HealthState[] = ['due_soon', 'overdue', 'missing']

/** What to do about an item in its state; only due soon, overdue and missing ask for something. */
export function actionText(item: Pick<HealthItem, 'item' | 'state'>, { t, i18n }: Texts): string | null {
  if (!ASKING.includes(item.state) || !i18n.exists(`records:actions.${item.item}.${item.state}`)) return null
  return t(`actions.${item.item}.${item.state}` as 'actions.defects.overdue')
}

/** What to do about a document of the register in its state. */
export function registerActionText(state: HealthState, { t }: Texts): string | null {
  return state === 'due_soon' || state === 'overdue' || state === 'missing' ? t(`register.actions.${state}`) : null
}

/** Why an item or a document does not apply. */
export function reasonText(reason: string | null, { t, i18n }: Texts): string | null {
  if (!reason) return null
  return i18n.exists(`records:reasons.${reason}`) ? t(`reasons.${reason}` as 'reasons.no_engine') : null
}
