/** A number as the interface language writes it ("21,6" in German, "21.6" in English). */
export function formatNumber(value: number, language: string, fractionDigits = 1): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)
}
