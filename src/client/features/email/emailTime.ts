import { formatInstant } from '../../lib/formatInstant';
import { studioTimeZone } from '../../lib/studioZone';

/** "Nov 22, 2026 7:30 PM" in the studio's timezone; "—" when there is no time yet. */
export const emailTime = (iso: string | null): string => (iso ? formatInstant(iso, studioTimeZone()) : '—');
