const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date (a birth date, a balance's day) as the exports of studio software write it, as YYYY-MM-DD: ISO, "YYYY/MM/DD",
 * "Mar 9, 1990", "9 March 1990". An all-number day/month order ("03/04/1990") is ambiguous and refused
 * unless one part is over 12; blank is none.
 */
export function readDate(text: string): string | null | 'invalid' {
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
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a > 12) return valid(Number(m[3]), b, a);
    if (b > 12) return valid(Number(m[3]), a, b);
    return 'invalid';
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
