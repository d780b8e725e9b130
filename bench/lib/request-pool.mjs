// `count` HTTP requests from `concurrency` clients that each send their next request as soon as the
// previous one is answered; latency includes reading the whole body.
const TIMEOUT_MS = 60_000

/** `request(index)` returns fetch's promise; index runs from `first` up, so bodies can differ per request. */
export async function runPool({ count, concurrency, request, first = 0 }) {
  const latencies = []
  const failures = new Map()
  let next = 0
  async function client() {
    for (let index = next++; index < count; index = next++) {
      const started = performance.now()
      let failure = null
      try {
        const response = await request(first + index, AbortSignal.timeout(TIMEOUT_MS))
        const body = await response.text()
        if (!response.ok) failure = `HTTP ${response.status}: ${body.slice(0, 200)}`
      } catch (error) {
        failure = `${error.name}: ${error.message}`
      }
      if (failure === null) latencies.push(performance.now() - started)
      else failures.set(failure, (failures.get(failure) ?? 0) + 1)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, client))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: count,
    failed: count - latencies.length,
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: count / seconds,
  }
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
