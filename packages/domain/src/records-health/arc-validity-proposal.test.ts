import { describe, expect, it } from 'vitest'

import { issuedValidUntil, proposedArcValidUntil } from './arc-validity-proposal'

describe('proposedArcValidUntil (ML.A.901)', () => {
  it.each([
    // outcome, review, ARC in force, proposed, why
    ['issued', '2026-11-28', null, '2027-11-27', 'no ARC in force: a year from the review'],
    ['issued', '2026-11-28', '2026-12-18', '2027-12-18', '20 days before expiry: the old expiry starts the new year'],
    ['issued', '2026-09-19', '2026-12-18', '2027-12-18', 'exactly 90 days before expiry still continues'],
    ['issued', '2026-09-18', '2026-12-18', '2027-09-17', '91 days before expiry: a year from the review'],
    ['issued', '2026-12-18', '2026-12-18', '2027-12-18', 'on the last valid day'],
    ['issued', '2026-12-19', '2026-12-18', '2027-12-18', 'after expiry: a year from the review'],
    ['extended', '2026-11-28', '2026-12-18', '2027-12-18', 'an extension adds a year to the ARC in force'],
    ['extended', '2026-06-01', '2026-12-18', '2027-12-18', 'an extension keeps the anniversary even early'],
    ['extended', '2026-11-28', null, '2027-11-27', 'an extension without an ARC in force: like an issue'],
    ['issued', '2028-01-15', '2028-02-29', '2029-02-28', 'a leap day expiry ends on the month’s last day'],
  ] as const)('%s on %s with an ARC valid until %s proposes %s (%s)', (outcome, review, inForce, proposed, _why) => {
    expect(proposedArcValidUntil(outcome, review, inForce)).toBe(proposed)
  })

  it('proposes nothing before a review date is entered', () => {
    expect(proposedArcValidUntil('issued', '', '2026-12-18')).toBe('')
    expect(issuedValidUntil('28.11.2026')).toBe('')
  })
})
