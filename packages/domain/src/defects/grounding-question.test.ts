import { describe, expect, it } from 'vitest'

import { defectsToConfirm } from './grounding-question'

const unsafe = { id: 1, grounding: true, reported_at: '2026-03-10T12:00:00.000Z' }
const deferred = { id: 2, grounding: false, reported_at: '2026-03-01T08:00:00.000Z' }

describe('defectsToConfirm', () => {
  it('asks for every grounding defect before a new flight', () => {
    expect(
      defectsToConfirm([unsafe, deferred], { type: 'origin', time_takeoff_utc: '2026-03-09T10:00:00.000Z' }),
    ).toEqual([unsafe])
  })

  it('asks for an addendum or correction that took off after the unsafe report, not for one before it', () => {
    for (const type of ['addendum', 'correction'] as const) {
      expect(defectsToConfirm([unsafe, deferred], { type, time_takeoff_utc: '2026-03-10T12:30:00.000Z' })).toEqual([
        unsafe,
      ])
      expect(defectsToConfirm([unsafe], { type, time_takeoff_utc: '2026-03-10T12:00:00.000Z' })).toEqual([unsafe])
      expect(defectsToConfirm([unsafe], { type, time_takeoff_utc: '2026-03-10T11:59:00.000Z' })).toEqual([])
    }
  })
})
