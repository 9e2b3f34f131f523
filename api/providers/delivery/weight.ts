/** A weight as the carrier's messages and waybills write it: '7,2 кг', '300 г'. */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${grams} г`;
  return `${(Math.round(grams / 100) / 10).toString().replace('.', ',')} кг`;
}
