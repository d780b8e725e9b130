/** How long heavy work may keep the JavaScript thread before it lets waiting requests in. */
const SLICE_MS = 8

/**
 * For long loops (laying out PDF rows): call `await pause()` between steps; once the slice has run
 * SLICE_MS it waits one turn of the event loop (setImmediate, after pending I/O). On the request
 * thread, requests that arrived meanwhile are served between the steps; in a heavy-work worker thread
 * (where the PDFs are laid out) the job's messages get in, so a cancel stops it between rows.
 */
export function pauseForRequests(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now()
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return
    await new Promise<void>((resolve) => setImmediate(resolve))
    sliceStart = performance.now()
  }
}
