import { describe, expect, it } from 'vitest';
import { policyFromSettings, requiresPrepayment } from './settings.service';

const policy = (entries: Record<string, string>) => policyFromSettings(new Map(Object.entries(entries)));

describe('the booking policy read from settings', () => {
  it('defaults: invoice, no prepayment, 24 h, 10 days, Vancouver', () => {
    expect(policy({})).toEqual({
      paymentMethod: 'invoice',
      requirePaymentBeforeBooking: false,
      cancelCutoffHours: 24,
      paymentDueDays: 10,
      timeZone: 'America/Vancouver',
    });
  });

  it('prepayment needs both the method and the requirement', () => {
    expect(requiresPrepayment(policy({ payment_method: 'prepayment' }))).toBe(false);
    expect(requiresPrepayment(policy({ require_payment_before_booking: 'true' }))).toBe(false);
    expect(
      requiresPrepayment(policy({ payment_method: 'prepayment', require_payment_before_booking: 'true' })),
    ).toBe(true);
    expect(
      requiresPrepayment(policy({ payment_method: ' prepayment ', require_payment_before_booking: '1' })),
    ).toBe(true);
    expect(
      requiresPrepayment(policy({ payment_method: 'prepayment', require_payment_before_booking: 'yes' })),
    ).toBe(false);
  });

  it('numbers outside the spec’s bounds, or not whole numbers, fall back to the defaults', () => {
    expect(policy({ cancellationDeadlineHours: '48', paymentDueDays: '30' })).toMatchObject({
      cancelCutoffHours: 48,
      paymentDueDays: 30,
    });
    for (const bad of ['0', '169', '-1', '24.5', 'abc', '']) {
      expect(policy({ cancellationDeadlineHours: bad }).cancelCutoffHours).toBe(24);
    }
    expect(policy({ paymentDueDays: '91' }).paymentDueDays).toBe(10);
  });

  it('an unknown timezone is the default one', () => {
    expect(policy({ timezone: 'Mars/Olympus' }).timeZone).toBe('America/Vancouver');
    expect(policy({ timezone: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
  });
});
