/**
 * The few pieces of RFC 5545 our feeds need: text escaping, content lines folded at 75 octets and
 * the date-time forms. Everything the feeds write goes through `contentLine` and `icsText`.
 */

const MAX_LINE_OCTETS = 75;

/** A TEXT value (§3.3.11): backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (c) => (c === '\t' ? c : ''));
}

const utf8Length = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * Folds one content line (§3.1): no line longer than 75 octets, each continuation starting with a
 * space (which counts), and never a break inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** `NAME;PARAM=value:value`: the value is written as given (escape TEXT values with escapeText). */
export function contentLine(name: string, value: string, params: Record<string, string> = {}): string {
  const paramText = Object.entries(params)
    .map(([key, v]) => `;${key}=${/[:;,]/.test(v) ? `"${v.replace(/"/g, '')}"` : v}`)
    .join('');
  return `${name}${paramText}:${value}`;
}

/** The whole object: folded lines joined and ended with CRLF. */
export function icsText(lines: string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "20261101T093000Z". */
export function utcDateTime(instant: Date): string {
  return `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(
    instant.getUTCHours(),
  )}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/** A wall-clock date ("2026-11-01") and time ("09:30" or "09:30:00") as "20261101T093000". */
export function localDateTime(date: string, time: string): string {
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${date.replace(/-/g, '')}T${h}${m}${s}`;
}

/** A UTC offset in minutes as "-0800" / "+0530". */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}
