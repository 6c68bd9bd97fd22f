import { describe, expect, it } from 'vitest';
import { manualTransactionId, paymentDateIso } from './manualTransaction';
import { dateLabel } from './profileDates';

const ZONE = 'America/Toronto';

describe('manualTransactionId', () => {
  it('is "manual-" and the timestamp', () => {
    expect(manualTransactionId(1_764_000_000_000)).toBe('manual-1764000000000');
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const stamp = Number(manualTransactionId().slice('manual-'.length));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });
});

describe('paymentDateIso', () => {
  const now = new Date('2026-11-23T02:30:00.000Z'); // Nov 22, 9:30 PM in Toronto

  it('is now for a payment dated today', () => {
    expect(paymentDateIso('2026-11-22', '2026-11-22', ZONE, now)).toBe('2026-11-23T02:30:00.000Z');
  });

  it('is midday in the studio for another day, so the picked date is the one shown', () => {
    const iso = paymentDateIso('2026-11-20', '2026-11-22', ZONE, now);
    expect(iso).toBe('2026-11-20T17:00:00.000Z');
    expect(dateLabel(iso, ZONE)).toBe('Nov 20, 2026');
  });

  it('keeps the day across a daylight-saving change', () => {
    const iso = paymentDateIso('2026-07-01', '2026-11-22', ZONE, now);
    expect(iso).toBe('2026-07-01T16:00:00.000Z');
    expect(dateLabel(iso, ZONE)).toBe('Jul 01, 2026');
  });
});
