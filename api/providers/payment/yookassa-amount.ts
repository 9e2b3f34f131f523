/** 1290.00 as YooKassa writes money: rubles with exactly two decimals, in a string. */
export function toYookassaAmount(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}
