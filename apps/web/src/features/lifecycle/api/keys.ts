/** Query keys of the lifecycle feature; a task completion invalidates everything of its aircraft. */
export const lifecycleKeys = {
  all: ['lifecycle'] as const,
  aircraft: (aircraft: number) => [...lifecycleKeys.all, aircraft] as const,
  report: (aircraft: number) => [...lifecycleKeys.aircraft(aircraft), 'airworthiness'] as const,
}
