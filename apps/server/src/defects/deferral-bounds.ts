import {
  DEFAULT_MAX_DEFERRAL,
  deferralLimitExceeded,
  fromMinutes,
  type Basis,
  type DeferralLimit,
} from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { buildAirworthinessReports } from '../airworthiness/build-report'
import { formatDay } from '../airworthiness/notify-due'
import { readSettings } from '../globals/settings/read-settings'
import { languageOf, refuseFields } from '../lib/refuse'
import { say } from '../lib/texts'

/** The limit as the refusal names it, in the caller's language. */
function limitText(req: PayloadRequest, limit: DeferralLimit, basis: Basis): string {
  const language = languageOf(req)
  if (limit.kind === 'maximum') {
    return limit.field === 'deadline_days'
      ? say(req, 'defects:deferralMaximumDays', { months: limit.months, date: formatDay(limit.date, language) })
      : say(req, 'defects:deferralMaximumHours', { hours: limit.hours })
  }
  switch (limit.field) {
    case 'deadline_days':
      return say(req, 'defects:deferralInspectionDays', { task: limit.task, date: formatDay(limit.date, language) })
    case 'deadline_hours':
      return say(req, 'defects:deferralInspectionHours', {
        task: limit.task,
        hours: fromMinutes(limit.minutes),
        left: fromMinutes(limit.minutes - basis.minutes),
      })
    default:
      return say(req, 'defects:deferralInspectionCycles', {
        task: limit.task,
        cycles: limit.cycles,
        left: limit.cycles - basis.cycles,
      })
  }
}

/**
 * A deferral's deadline stays within the longest deferral of the settings (default 12 months, 100 h)
 * and before the aircraft's next scheduled inspection (its maintenance programme's tasks as the
 * airworthiness report's due engine computes them today): otherwise 400 on the deadline's field, naming
 * the limit. `basis` is the airframe reading the deadline counts from.
 */
export async function refuseDeferralBeyondLimits(
  req: PayloadRequest,
  aircraftId: number,
  deadline: { hours: number | null; cycles: number | null; days: number | null },
  basis: Basis,
) {
  const settings = await readSettings(req)
  const maximum = {
    months: settings.max_deferral_months ?? DEFAULT_MAX_DEFERRAL.months,
    hours: settings.max_deferral_hours ?? DEFAULT_MAX_DEFERRAL.hours,
  }
  const [report] = await buildAirworthinessReports(req, [aircraftId], basis.date)
  const inspections = (report?.tasks ?? []).map((task) => ({ name: task.name, due: task.due }))
  const limit = deferralLimitExceeded(deadline, basis, maximum, inspections)
  if (limit) refuseFields(req, 'defect_actions', [{ path: limit.field, message: limitText(req, limit, basis) }])
}
