import { afterAll, vi } from 'vitest'

import { setHeavyWorkers, setHeavyWorkLimiter } from '../lib/heavy-work/heavy-work'

// The server's test files share one process (isolate: false): what one file leaves behind must not
// reach the next one, as if each had a process of its own.
afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  // A download a test never read to its end keeps its place for heavy work, as a client that stops
  // reading would; the next file starts with free places and fresh worker threads.
  setHeavyWorkLimiter(null)
  setHeavyWorkers(null)
})
