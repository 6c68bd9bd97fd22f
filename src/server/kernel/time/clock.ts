/**
 * The server's "now": the one source of the current instant for every rule that depends on the
 * studio's time (cut-offs, reminders, due dates, "this month"). Production runs on the real clock. A
 * test may start the clock at a chosen instant (STUDIO_CLOCK_AT, or startClockAt in a test file); it then
 * advances in real time, so durations, ordering and timers behave as they do on the real clock.
 * Infrastructure that only measures durations (sessions, rate limits, leases) stays on the machine's clock.
 */
let shiftMs = 0;

export const clockNow = (): Date => new Date(Date.now() + shiftMs);

/** Whether this process runs on a chosen instant rather than the real clock. */
export const isClockFixed = (): boolean => shiftMs !== 0;

/** Starts the clock at `instant` (tests only: refused in production). */
export function startClockAt(instant: Date, nodeEnv: string | undefined = process.env.NODE_ENV): void {
  if (nodeEnv === 'production')
    throw new Error('STUDIO_CLOCK_AT is a test setting: production runs on the real clock');
  if (Number.isNaN(instant.getTime()))
    throw new Error('STUDIO_CLOCK_AT must be an instant such as 2026-12-01T00:30:00-07:00');
  shiftMs = instant.getTime() - Date.now();
}

/** Back to the real clock. */
export const useRealClock = (): void => {
  shiftMs = 0;
};

/** An instant with its offset ("2026-12-01T00:30:00-07:00" or "…Z"): a bare local time would be ambiguous. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Applies STUDIO_CLOCK_AT when it is set; throws with what is wrong when it cannot be used. */
export function startClockFromEnv(env: NodeJS.ProcessEnv = process.env): void {
  const at = env.STUDIO_CLOCK_AT;
  if (!at) return;
  if (!INSTANT.test(at)) {
    throw new Error(
      `STUDIO_CLOCK_AT must be an instant with its offset, such as 2026-12-01T00:30:00-07:00 (got "${at}")`,
    );
  }
  startClockAt(new Date(at), env.NODE_ENV);
}
