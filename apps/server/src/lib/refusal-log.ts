import { defaultLoggerOptions, type Config } from 'payload'

type LoggerConfig = Exclude<NonNullable<Config['logger']>, 'sync' | { info: unknown }>
type LogMethod = (...args: unknown[]) => void

/** How often one kind of refusal (its status) is written to the log at most. */
export const REFUSAL_LOG_WINDOW_MS = 10_000

/** Payload's error classes carry `isOperational`; a refusal is one with a status below 500. */
function refusalIn(args: unknown[]): { status: number; message: string } | null {
  const first = args[0] as { err?: unknown } | null | undefined
  const err = first && typeof first === 'object' ? (first.err as Record<string, unknown> | undefined) : undefined
  if (!err || typeof err !== 'object' || err.isOperational !== true) return null
  const status = err.status
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, message: typeof err.message === 'string' ? err.message : '' }
}

/**
 * Admits one line per status and window; what it holds back is counted and named with the next line,
 * so a flood of refused requests (anonymous callers probing the API) writes a few lines a minute.
 */
export function refusalThrottle(windowMs = REFUSAL_LOG_WINDOW_MS, now = Date.now) {
  const kinds = new Map<number, { until: number; held: number }>()
  return (status: number): { suppressed: number } | null => {
    const time = now()
    const kind = kinds.get(status)
    if (kind && time < kind.until) {
      kind.held++
      return null
    }
    kinds.set(status, { until: time + windowMs, held: 0 })
    return { suppressed: kind?.held ?? 0 }
  }
}

/**
 * pino options for Payload's logger: Payload logs every error its REST handler answers at the level
 * its class name maps to, and a production build minifies the names, so each refused request (401,
 * 403, 404, 429 …) was written at error level with its stack trace (200 refused requests: 300 KB).
 * A refusal is a normal answer: it is written at info level, without a stack, at most once per
 * status and window with the count of those held back. Server faults (500) keep their stack.
 */
export function refusalLoggingOptions(windowMs = REFUSAL_LOG_WINDOW_MS): LoggerConfig['options'] {
  const admit = refusalThrottle(windowMs)
  return {
    hooks: {
      logMethod(this: { info: LogMethod }, args: unknown[], method: LogMethod) {
        const refusal = refusalIn(args)
        if (!refusal) return method.apply(this, args)
        const admitted = admit(refusal.status)
        if (!admitted) return
        const held = admitted.suppressed > 0 ? ` (${admitted.suppressed} more with this status not logged)` : ''
        this.info({
          status: refusal.status,
          suppressed: admitted.suppressed,
          msg: `Refused ${refusal.status}: ${refusal.message}${held}`,
        })
      },
    },
  }
}

/** Payload's logger (its readable console output) with refusals logged as above. */
export function serverLogger(): LoggerConfig {
  return { options: refusalLoggingOptions(), destination: defaultLoggerOptions }
}
