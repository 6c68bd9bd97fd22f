import { t } from '@lingui/core/macro';

/** "UTC−7", "UTC+5:30", "UTC": a whole-hour offset without minutes, west of Greenwich with a real minus. */
export function utcOffsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes < 0 ? '−' : '+';
  const size = Math.abs(offsetMinutes);
  const minutes = size % 60;
  return `UTC${sign}${Math.floor(size / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires"; a zone without a city ("UTC") names itself. */
export const zoneCity = (timeZone: string): string => timeZone.split('/').at(-1)!.replaceAll('_', ' ');

/**
 * "Times are studio time (Vancouver, UTC−7)" when the device's clock is on another offset than the
 * studio's, so a visitor (or a phone on old zone data) knows the times are not their own; otherwise null.
 */
export function studioTimeNote(timeZone: string, studioOffset: number, deviceOffset: number): string | null {
  if (studioOffset === deviceOffset) return null;
  const zone = [...new Set([zoneCity(timeZone), utcOffsetLabel(studioOffset)])].join(', ');
  return t`Times are studio time (${zone})`;
}
