import { todayUtc, type DefectView } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { selectRows } from '../lib/raw-sql'
import { airframeClocks, loadDefects } from './aircraft-defects'

/**
 * Whether the aircraft has any defect that no released rectification closes: one statement over the
 * indexes of defects (aircraft), defect actions (defect, amends) and release signatures (subject and
 * record), so a journey-log entry on an aircraft without open defects costs one look-up. The caller has
 * checked the aircraft (the entry's own checks); the answer names nothing.
 */
async function hasUnclosedDefect(req: PayloadRequest, aircraftId: number): Promise<boolean> {
  const rows = await selectRows(
    req.payload,
    sql`select d.id from defects d where d.customer_aircraft_id = ${aircraftId} and not exists (
        select 1 from defect_actions a
          join release_signatures s on s.subject = 'defect_actions' and s.record_id = a.id
        where a.defect_id = d.id and a.kind = 'rectification'
          and not exists (select 1 from defect_actions b where b.amends_id = a.id)
      ) limit 1`,
    req,
  )
  return rows.length > 0
}

/**
 * The defects that ground the aircraft now (defectStatus of the domain), as the caller sees them, with
 * the journey log's airframe reading today; none without an unclosed defect.
 */
export async function groundingDefects(req: PayloadRequest, aircraftId: number): Promise<DefectView[]> {
  if (!(await hasUnclosedDefect(req, aircraftId))) return []
  const today = todayUtc()
  const aircraft = (await airframeClocks(req, [aircraftId], today)).get(aircraftId)
  if (!aircraft) return []
  const defects = await loadDefects(req, [aircraftId], () => aircraft.clock)
  return (defects.get(aircraftId) ?? []).filter((defect) => defect.grounding)
}
