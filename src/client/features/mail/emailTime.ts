import { formatStudioInstant } from '../../lib/studioClock';

/** "Nov 22, 2026 7:30 PM" in studio time; "—" when there is no time yet. */
export const emailTime = (iso: string | null): string => (iso ? formatStudioInstant(iso) : '—');
