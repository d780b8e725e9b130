/** Today's UTC calendar day; every due date in Flugakte is a UTC day. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}
