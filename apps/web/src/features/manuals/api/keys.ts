/** Query keys of the manuals feature. */
export const manualKeys = {
  all: ['manuals'] as const,
  list: (aircraft: number | null, tags: readonly string[], locale: string) =>
    [...manualKeys.all, 'list', aircraft, [...tags].sort(), locale] as const,
  tags: (locale: string) => [...manualKeys.all, 'tags', locale] as const,
}
