import { beforeEach, describe, expect, it } from 'vitest';
import { setTestStudioClock, TORONTO } from '../../../lib/studioClockFixture';
import { manualTransactionId, paymentDateIso } from './manualTransaction';
import { dateLabel } from './profileDates';

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
  // The server's clock reads Nov 22, 9:30 PM in Toronto, whatever the device's says.
  const serverNow = new Date('2026-11-23T02:30:00.000Z');
  beforeEach(() => setTestStudioClock(TORONTO, serverNow));

  it("is now by the server's clock for a payment dated the studio's today", () => {
    const iso = paymentDateIso('2026-11-22');
    expect(Math.abs(Date.parse(iso) - serverNow.getTime())).toBeLessThan(60_000);
  });

  it('is midday in the studio for another day, so the picked date is the one shown', () => {
    const iso = paymentDateIso('2026-11-20');
    expect(iso).toBe('2026-11-20T17:00:00.000Z');
    expect(dateLabel(iso)).toBe('Nov 20, 2026');
  });

  it('keeps the day across a daylight-saving change', () => {
    const iso = paymentDateIso('2026-07-01');
    expect(iso).toBe('2026-07-01T16:00:00.000Z');
    expect(dateLabel(iso)).toBe('Jul 01, 2026');
  });
});
