const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

const NUMERIC_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * Which way a column writes its all-number dates, from the dates that tell: true when one starts with
 * a day over 12 ("31/03/2027"), false when one has a day over 12 second ("03/31/2027"), null when none
 * tells, or the column says both.
 */
export function dayFirstIn(texts: readonly string[]): boolean | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of texts) {
    const m = NUMERIC_DATE.exec(text.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) dayFirst = true;
    if (Number(m[2]) > 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? null : dayFirst;
}

/**
 * A date (a birth date, a balance's day) as the exports of studio software write it, as YYYY-MM-DD: ISO,
 * "YYYY/MM/DD", "Mar 9, 1990", "9 March 1990". An all-number date ("03/04/1990") is read in the order
 * its column shows elsewhere (`dayFirst`, from dayFirstIn); with no such sign it is ambiguous and
 * refused unless one part is over 12. Blank is none.
 */
export function readDate(text: string, dayFirst: boolean | null = null): string | null | 'invalid' {
  const t = text.trim();
  if (t === '') return null;
  const valid = (y: number, m: number, d: number) => {
    const at = new Date(Date.UTC(y, m - 1, d));
    return y > 1900 && at.getUTCMonth() === m - 1 && at.getUTCDate() === d
      ? `${y}-${pad(m)}-${pad(d)}`
      : 'invalid';
  };
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = NUMERIC_DATE.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const day = (d: number, month: number) => valid(Number(m![3]), month, d);
    // A date that tells its own order is read so; otherwise as its column writes them.
    if (a > 12) return day(a, b);
    if (b > 12) return day(b, a);
    if (dayFirst === null) return 'invalid';
    return dayFirst ? day(a, b) : day(b, a);
  }
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(t) ?? null;
  if (m) return valid(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(t);
  if (m) return valid(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
  return 'invalid';
}

/**
 * A class's start as exports write it, as HH:MM: "18:00", "18:00:00", "6:00 PM", "6 pm", "18h00",
 * "18 h 30"; null when blank, 'invalid' when it is not a time.
 */
export function readTime(text: string): string | null | 'invalid' {
  const t = text.trim().toLowerCase().replace(/\./g, '');
  if (t === '') return null;
  const m = /^(\d{1,2})(?:\s*[:h]\s*(\d{2}))?(?::\d{2})?\s*(am|pm|a|p)?$/.exec(t);
  if (!m || (m[2] === undefined && m[3] === undefined && !t.includes('h'))) return 'invalid';
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.[0];
  if (half) {
    if (hour < 1 || hour > 12) return 'invalid';
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return 'invalid';
  return `${pad(hour)}:${pad(minute)}`;
}
