import { fromMinutes, type CrewDuty, type NatureOfFlight } from '@flugakte/domain'

import { relationNumber } from '../../access/relation-id'
import type { Language } from '../../lib/refuse'
import { textIn } from '../../lib/texts'
import type { FlightLogSignature } from '../../payload-types'
import type { ChainEntry } from '../chain-entries'
import type { JourneyLogBatch } from './journey-log-batches'
import type { BordbuchRow } from './render-bordbuch'

const DUTY = {
  pic: 'dutyPic',
  copilot: 'dutyCopilot',
  instructor: 'dutyInstructor',
  student: 'dutyStudent',
} as const satisfies Record<CrewDuty, string>

const NATURE = {
  private: 'naturePrivate',
  training: 'natureTraining',
  check_flight: 'natureCheckFlight',
  maintenance_flight: 'natureMaintenanceFlight',
  other: 'natureOther',
} as const satisfies Record<NatureOfFlight, string>

/** How many hex digits of an entry's chain hash the signature column prints. */
export const PRINTED_HASH_DIGITS = 12

const text = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** "20.11.2026" in German, "2026-11-20" in English. */
export function printedDay(language: Language, value: string | null): string {
  if (!value) return ''
  const [year, month, day] = value.slice(0, 10).split('-')
  return language === 'de' ? `${day}.${month}.${year}` : `${year}-${month}-${day}`
}

/** "2026-11-20 10:50 UTC" */
export const printedTime = (value: string) => `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`

function crewLine(language: Language, name: string | undefined, duty: string | number | boolean | null) {
  if (!name) return ''
  const label = typeof duty === 'string' && duty in DUTY ? textIn(language, `bordbuch:${DUTY[duty as CrewDuty]}`) : null
  return label ? `${name} (${label})` : name
}

function natureCell(language: Language, entry: ChainEntry): string {
  const nature = entry.nature_of_flight
  const parts = [
    typeof nature === 'string' && nature in NATURE
      ? textIn(language, `bordbuch:${NATURE[nature as NatureOfFlight]}`)
      : '—',
  ]
  if (entry.is_batch) parts.push(textIn(language, 'bordbuch:batch'))
  return parts.join('\n')
}

/** The sign-off that counts: the pilot-in-command's (an entry has at most one per signer). */
export function picSignature(entry: ChainEntry, signatures: FlightLogSignature[] | undefined) {
  return signatures?.find((signature) => relationNumber(signature.signer) === entry.pic) ?? null
}

function signatureCell(language: Language, entry: ChainEntry, batch: JourneyLogBatch): string {
  const signature = picSignature(entry, batch.signatures.get(entry.id))
  const hash = entry.hash ? `${textIn(language, 'bordbuch:hash')} ${entry.hash.slice(0, PRINTED_HASH_DIGITS)}` : ''
  if (!signature) return [textIn(language, 'bordbuch:awaiting'), hash].filter(Boolean).join('\n')
  const signer = batch.people.get(relationNumber(signature.signer)!) ?? `#${relationNumber(signature.signer)}`
  const method = textIn(language, signature.method === 'passkey' ? 'bordbuch:methodPasskey' : 'bordbuch:methodPassword')
  return [signer, `${method} · ${printedTime(signature.signed_at)}`, hash].filter(Boolean).join('\n')
}

/**
 * Corrections and addenda name the entry they amend; an amended entry names its amendments and the
 * defects reported from it (listed at the end of the print).
 */
function remarksCell(language: Language, entry: ChainEntry, batch: JourneyLogBatch): string {
  const lines: string[] = []
  const amended = relationNumber(entry.amends)
  if (amended !== null) {
    const number = batch.numbers.get(amended) ?? `#${amended}`
    lines.push(
      textIn(language, entry.type === 'correction' ? 'bordbuch:correctionOf' : 'bordbuch:addendumTo', { number }),
    )
  }
  for (const later of batch.amendedBy.get(entry.id) ?? []) {
    lines.push(
      textIn(language, later.type === 'correction' ? 'bordbuch:correctedBy' : 'bordbuch:addendumIn', {
        number: later.number,
      }),
    )
  }
  if (entry.notes) lines.push(text(entry.notes))
  for (const defect of batch.defects.get(entry.id) ?? []) {
    lines.push(textIn(language, 'bordbuch:defectReported', { number: defect }))
  }
  return lines.join('\n')
}

/** The totals stored with an entry (after it); null for an entry stored without them. */
export function totalsAfter(entry: ChainEntry): BordbuchRow['totalsAfter'] {
  if (entry.total_flights === null) return null
  return {
    flights: entry.total_flights,
    minutes: entry.total_minutes ?? 0,
    landings: entry.total_landings ?? 0,
    engine_minutes: entry.total_engine_minutes ?? 0,
    cycles: entry.total_cycles ?? 0,
  }
}

/** One batch of entries as Bordbuch rows, cells in the order of BORDBUCH_COLUMNS. */
export function bordbuchRows(language: Language, batch: JourneyLogBatch): BordbuchRow[] {
  const place = (id: unknown) => {
    const key = relationNumber(id)
    return key === null ? '' : (batch.aerodromes.get(key) ?? `#${key}`)
  }
  const person = (id: unknown) => {
    const key = relationNumber(id)
    return key === null ? undefined : (batch.people.get(key) ?? `#${key}`)
  }
  return batch.entries.map((entry) => ({
    amendment: entry.type === 'correction' || entry.type === 'addendum',
    totalsAfter: totalsAfter(entry),
    cells: [
      String(entry.number),
      printedDay(language, text(entry.date)),
      [
        crewLine(language, person(entry.pilot), entry.pilot_duty),
        crewLine(language, person(entry.copilot), entry.copilot_duty),
      ]
        .filter(Boolean)
        .join('\n'),
      natureCell(language, entry),
      text(entry.persons_on_board),
      place(entry.location_to),
      place(entry.location_ldg),
      text(entry.off_block_utc),
      text(entry.to_utc),
      text(entry.ldg_utc),
      text(entry.on_block_utc),
      entry.flight_time
        ? text(entry.flight_time)
        : entry.flight_minutes !== null
          ? fromMinutes(entry.flight_minutes)
          : '',
      text(entry.cnt_ldg),
      text(entry.hobbs_eng1_start),
      text(entry.hobbs_eng1_end),
      entry.cnt_cycle_eng1_start !== null || entry.cnt_cycle_eng1_end !== null
        ? `${text(entry.cnt_cycle_eng1_start)}–${text(entry.cnt_cycle_eng1_end)}`
        : '',
      text(entry.incidents),
      remarksCell(language, entry, batch),
      signatureCell(language, entry, batch),
    ],
  }))
}
