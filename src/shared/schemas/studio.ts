/**
 * What the settings make of the studio for everyone who sees it: its name and contact (public:
 * page titles, the login screen, e-mails), its currency, and how students pay (spec 01 §2 Payments
 * tab). Built from the typed settings only, so the server and the Settings screen's Student View
 * Preview (from its unsaved form) show the same thing.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { en } from '../i18n/msg';
import type { StudioSettings } from './settings';

export const ZStudioProfile = z.object({
  businessName: z.string(),
  businessEmail: z.string(),
  businessPhone: z.string(),
  businessAddress: z.string(),
  currency: z.string(),
  timezone: z.string(),
  /** The studio's language: the sign-in pages' when the browser prefers neither of ours. */
  language: z.enum(LOCALES),
});
export type TStudioProfile = z.infer<typeof ZStudioProfile>;

export const studioProfileOf = (s: StudioSettings): TStudioProfile => ({
  businessName: s.businessName,
  businessEmail: s.businessEmail,
  businessPhone: s.businessPhone,
  businessAddress: s.businessAddress,
  currency: s.currency,
  timezone: s.timezone,
  language: s.language,
});

/**
 * The settings the Terms of Service state (issue 28: they said 24 hours with a 72 h cut-off). Public,
 * like the profile: the terms are read before signing in.
 */
export const ZTermsFacts = z.object({
  businessName: z.string(),
  currency: z.string(),
  cancellationDeadlineHours: z.number(),
  monthlyChangesAllowed: z.number(),
  paymentDueDays: z.number(),
  billsMonthly: z.boolean(),
  prepayment: z.boolean(),
});
export type TTermsFacts = z.infer<typeof ZTermsFacts>;

export const PAYMENT_OPTION_IDS = [
  'e_transfer',
  'cash',
  'paypal',
  'bank_transfer',
  'stripe',
  'square',
] as const;
export type TPaymentOptionId = (typeof PAYMENT_OPTION_IDS)[number];

export const ZPaymentOption = z.object({
  id: z.enum(PAYMENT_OPTION_IDS),
  title: z.string(),
  description: z.string(),
  /** Copyable facts such as the e-mail address or account number; empty ones are left out. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type TPaymentOption = z.infer<typeof ZPaymentOption>;

const present = (details: TPaymentOption['details']) => details.filter((d) => d.value !== '');

/**
 * The payment option cards (spec 01 §2 "Payments tab"): one per enabled method, in a fixed order. The
 * card option needs more than its switch: `cardReady` says the Stripe keys are saved too (issue 31).
 */
export function paymentOptionsOf(s: StudioSettings, cardReady: boolean): TPaymentOption[] {
  const options: TPaymentOption[] = [];
  if (s.eTransferEnabled) {
    options.push({
      id: 'e_transfer',
      title: en('Interac e-Transfer'),
      description: s.eTransferEmail
        ? en('Send an e-Transfer to the address below. Include your name in the message so we can match it.')
        : en(
            'Ask the studio for the e-Transfer address. Include your name in the message so we can match it.',
          ),
      details: present([{ label: en('e-Transfer Email'), value: s.eTransferEmail }]),
    });
  }
  if (s.cashEnabled) {
    options.push({
      id: 'cash',
      title: en('Cash'),
      description: en('Pay in cash at the studio before or after your class.'),
      details: [],
    });
  }
  if (s.paypalEnabled) {
    options.push({
      id: 'paypal',
      title: en('PayPal'),
      description: s.paypalEmail
        ? en('Send a PayPal payment to the address below.')
        : en('Ask the studio for the PayPal address.'),
      details: present([{ label: en('PayPal Email'), value: s.paypalEmail }]),
    });
  }
  if (s.bankTransferEnabled) {
    options.push({
      id: 'bank_transfer',
      title: en('Bank Transfer'),
      description: en('Transfer the amount from your bank to the studio account.'),
      details: present([
        { label: en('Bank Name'), value: s.bankName },
        { label: en('Account Number'), value: s.bankAccount },
        { label: en('Transit Number'), value: s.bankTransit },
      ]),
    });
  }
  if (s.stripeEnabled && cardReady) {
    options.push({
      id: 'stripe',
      title: en('Card (Stripe)'),
      description: en(
        'Pay by credit or debit card on Stripe’s secure page: use Pay by Card beside what you owe or on an invoice.',
      ),
      details: [],
    });
  }
  if (s.squareEnabled) {
    options.push({
      id: 'square',
      title: en('Card (Square)'),
      description: en('Pay by card at the studio on the Square terminal, or ask for a Square payment link.'),
      details: [],
    });
  }
  return options;
}

/**
 * Pre-payment is required when any of the three ways the settings say so does: `payment_method` =
 * prepayment with `require_payment_before_booking` (spec 01), `bookingRequiresCredit`, or
 * `allowBookingWithoutPayment` switched off (spec 03). Decision note 003.
 */
export const prepaymentRequiredBy = (
  s: Pick<
    StudioSettings,
    | 'payment_method'
    | 'require_payment_before_booking'
    | 'bookingRequiresCredit'
    | 'allowBookingWithoutPayment'
  >,
): boolean =>
  (s.payment_method === 'prepayment' && s.require_payment_before_booking) ||
  s.bookingRequiresCredit ||
  !s.allowBookingWithoutPayment;
