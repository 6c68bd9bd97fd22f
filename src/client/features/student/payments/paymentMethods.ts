import { isOn, PAYMENT_SETTING_DEFAULTS } from '../../../../shared/schemas/settings';

export type PaymentMethodId = 'e_transfer' | 'cash' | 'paypal' | 'bank_transfer';

export interface PaymentDetail {
  label: string;
  value: string;
}

export interface PaymentOption {
  id: PaymentMethodId;
  title: string;
  description: string;
  /** Copyable facts such as the e-mail address or account number; empty ones are left out. */
  details: PaymentDetail[];
}

const setting = (map: Record<string, string>, key: keyof typeof PAYMENT_SETTING_DEFAULTS) =>
  (map[key] ?? PAYMENT_SETTING_DEFAULTS[key]).trim();

const present = (details: PaymentDetail[]) => details.filter((d) => d.value !== '');

/** The payment option cards (spec 01 §2 "Payments tab"): one per enabled method, in a fixed order. */
export function paymentOptions(map: Record<string, string>): PaymentOption[] {
  const options: PaymentOption[] = [];
  if (isOn(setting(map, 'eTransferEnabled'))) {
    const email = setting(map, 'eTransferEmail');
    options.push({
      id: 'e_transfer',
      title: 'Interac e-Transfer',
      description: email
        ? 'Send an e-Transfer to the address below. Include your name in the message so we can match it.'
        : 'Ask the studio for the e-Transfer address. Include your name in the message so we can match it.',
      details: present([{ label: 'e-Transfer Email', value: email }]),
    });
  }
  if (isOn(setting(map, 'cashEnabled'))) {
    options.push({
      id: 'cash',
      title: 'Cash',
      description: 'Pay in cash at the studio before or after your class.',
      details: [],
    });
  }
  if (isOn(setting(map, 'paypalEnabled'))) {
    const email = setting(map, 'paypalEmail');
    options.push({
      id: 'paypal',
      title: 'PayPal',
      description: email
        ? 'Send a PayPal payment to the address below.'
        : 'Ask the studio for the PayPal address.',
      details: present([{ label: 'PayPal Email', value: email }]),
    });
  }
  if (isOn(setting(map, 'bankTransferEnabled'))) {
    options.push({
      id: 'bank_transfer',
      title: 'Bank Transfer',
      description: 'Transfer the amount from your bank to the studio account.',
      details: present([
        { label: 'Bank Name', value: setting(map, 'bankName') },
        { label: 'Account Number', value: setting(map, 'bankAccount') },
        { label: 'Transit Number', value: setting(map, 'bankTransit') },
      ]),
    });
  }
  return options;
}
