import { describe, expect, it } from 'vitest';
import { termsOfService } from './terms';

const facts = {
  businessName: 'Kits Movement',
  currency: 'CAD',
  cancellationDeadlineHours: 24,
  monthlyChangesAllowed: 1,
  paymentDueDays: 10,
  billsMonthly: true,
  prepayment: false,
};
const text = (f = facts) =>
  termsOfService(f)
    .sections.flatMap((s) => s.paragraphs)
    .join('\n');

describe('the Terms of Service state the settings in force', () => {
  it('the cancellation cut-off, wherever they mention it', () => {
    const terms = text({ ...facts, cancellationDeadlineHours: 72 });
    expect(terms).toContain('You may cancel a booking up to 72 hours before the class starts.');
    expect(terms).toContain('Cancellations made less than 72 hours before the class');
    expect(terms).not.toMatch(/\b24 hours\b/);
  });

  it('the currency, free changes and payment terms', () => {
    const terms = text({ ...facts, currency: 'EUR', monthlyChangesAllowed: 2, paymentDueDays: 30 });
    expect(terms).toContain('All prices are in euros.');
    expect(terms).toContain('2 free class changes per month are included.');
    expect(terms).toContain('Payment is due within 30 days of the invoice date');
    expect(text({ ...facts, monthlyChangesAllowed: 0 })).toContain(
      'Class changes are treated as a cancellation and a new booking.',
    );
  });
});
