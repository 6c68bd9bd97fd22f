/** "5" → "5%", ["15", "14"] → "15% → 14%". */
export const ratesText = (percents: readonly string[]): string => percents.map((p) => `${p}%`).join(' → ');
