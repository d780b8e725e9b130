// Loaded into each server process by the heavy-load bench (NODE_OPTIONS=--import this file) when
// BENCH_EVENT_LOOP_LOG names a file: every second it appends one JSON line per process with the event
// loop's delay over that second (p50/p99/max in ms, perf_hooks.monitorEventLoopDelay), the CPU time the
// process used in it (ms, user + system, all its threads), the time its main thread spent in garbage
// collection (ms), its V8 heap in use and its resident memory (MiB). A high delay
// means the process's JavaScript thread was busy (or not scheduled); a slow probe answer with a low
// delay points elsewhere (the connection's way in, the cluster primary, the machine).
import { appendFileSync } from 'node:fs'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

const file = process.env.BENCH_EVENT_LOOP_LOG
if (file && process.argv.some((arg) => arg.endsWith('next') || arg === 'start')) {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let cpu = process.cpuUsage()
  let gc = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gc += entry.duration
  }).observe({ entryTypes: ['gc'] })
  const timer = setInterval(() => {
    const used = process.cpuUsage(cpu)
    cpu = process.cpuUsage()
    const line = {
      pid: process.pid,
      at: Date.now(),
      p50: delay.percentile(50) / 1e6,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
      cpu: (used.user + used.system) / 1000,
      gc,
      heap: process.memoryUsage().heapUsed / 2 ** 20,
      rss: process.memoryUsage.rss() / 2 ** 20,
    }
    gc = 0
    delay.reset()
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  }, 1000)
  timer.unref()
}
