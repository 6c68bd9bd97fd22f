import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings';
import { paymentOptionsOf } from './studio';

const paymentOptions = (stored: Record<string, string>) =>
  paymentOptionsOf(parseSettings(new Map(Object.entries(stored))), true);

describe('paymentOptionsOf', () => {
  it('uses the defaults: e-transfer and cash on, PayPal and bank transfer off', () => {
    expect(paymentOptions({}).map((o) => o.id)).toEqual(['e_transfer', 'cash']);
  });

  it('lists every enabled method with its copyable details', () => {
    const options = paymentOptions({
      eTransferEnabled: 'true',
      eTransferEmail: 'pay@studio.ca',
      cashEnabled: 'false',
      paypalEnabled: '1',
      paypalEmail: 'paypal@studio.ca',
      bankTransferEnabled: 'true',
      bankName: 'First Bank',
      bankAccount: '1234567',
      bankTransit: '00012',
    });
    expect(options.map((o) => o.id)).toEqual(['e_transfer', 'paypal', 'bank_transfer']);
    expect(options[0]!.details).toEqual([{ label: 'e-Transfer Email', value: 'pay@studio.ca' }]);
    expect(options[1]!.details).toEqual([{ label: 'PayPal Email', value: 'paypal@studio.ca' }]);
    expect(options[2]!.details.map((d) => d.value)).toEqual(['First Bank', '1234567', '00012']);
  });

  it('leaves out empty details and returns nothing when all are off', () => {
    expect(paymentOptions({ eTransferEmail: '  ' })[0]!.details).toEqual([]);
    expect(paymentOptions({ eTransferEnabled: 'false', cashEnabled: 'false' })).toEqual([]);
  });
});
