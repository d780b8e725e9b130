import { ApiError } from '../../../lib/api-client'
import { getLogConsistency } from '../api/get-log-consistency'
import { getLogHead } from '../api/get-log-head'
import { reportWitnessFailure } from '../api/report-witness-failure'
import { checkWitness, type WitnessAnswer, type WitnessVerdict } from './check-witness'
import {
  saveWitnessRecord,
  serverOrigin,
  witnessDb,
  witnessRecord,
  type WitnessDb,
  type WitnessFailure,
} from './witness-store'

type Options = { db?: WitnessDb; origin?: string; now?: () => number }

/** The server's newest head and, when a head is kept, the proof that it extends the kept tree. */
async function askServer(aircraftId: number, keptSize: number | null): Promise<WitnessAnswer> {
  if (keptSize === null) return { head: (await getLogHead(aircraftId)).head, proof: [] }
  try {
    const { head, proof } = await getLogConsistency(aircraftId, keptSize)
    return { head, proof }
  } catch (error) {
    // 400: the kept size is beyond the server's log. Its newest head shows by how much (a rollback).
    if (error instanceof ApiError && error.status === 400)
      return { head: (await getLogHead(aircraftId)).head, proof: [] }
    throw error
  }
}

/**
 * One witness check of an aircraft's record log on this device: asks the server for its newest head
 * and the consistency proof from the head kept here, keeps the new head when the check passes, and
 * otherwise keeps the old head with the failure (the alert shows it until a later check passes) and
 * reports it to the server once per failure (again at the next check if the report did not arrive).
 * Rejects when the server cannot be asked; nothing kept changes then.
 */
export async function witnessAircraft(
  aircraftId: number,
  { db = witnessDb, origin = serverOrigin(), now = Date.now }: Options = {},
): Promise<WitnessVerdict> {
  const stored = await witnessRecord(aircraftId, { db, origin })
  const kept = stored?.head ?? null
  const verdict = checkWitness(kept, await askServer(aircraftId, kept?.tree_size ?? null))
  const base = { origin, aircraft_id: aircraftId, checked_at: now() }
  if (verdict.ok) {
    await saveWitnessRecord({ ...base, head: verdict.keep, failure: null }, db)
    return verdict
  }
  // The same kept head failing again is the same failure: reported once.
  const failure: WitnessFailure = {
    reported_at: stored?.failure?.reported_at ?? null,
    detected_at: stored?.failure?.detected_at ?? now(),
    reason: verdict.reason,
    received: verdict.received,
  }
  await saveWitnessRecord({ ...base, head: verdict.kept, failure }, db)
  if (failure.reported_at === null) {
    await reportWitnessFailure(aircraftId, { kept: verdict.kept, received: verdict.received })
    await saveWitnessRecord({ ...base, head: verdict.kept, failure: { ...failure, reported_at: now() } }, db)
  }
  return verdict
}
