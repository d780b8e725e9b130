/** Query keys of the documents feature (documents, the AMP and reports share one list per aircraft). */
export const documentKeys = {
  all: ['documents'] as const,
  aircraft: (aircraft: number | null) => [...documentKeys.all, 'aircraft', aircraft] as const,
  list: (aircraft: number | null, easaType: number | null, locale: string) =>
    [...documentKeys.aircraft(aircraft), easaType, locale] as const,
  reportTypes: (locale: string) => [...documentKeys.all, 'report-types', locale] as const,
}
