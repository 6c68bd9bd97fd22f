export type PaymentSource = 'interac' | 'paypal' | 'stripe' | 'square' | 'bank_transfer';

export interface ParsedPayment {
  source: PaymentSource;
  /** "Interac e-Transfer", "PayPal", "Stripe", "Square", or the bank ("RBC Royal Bank", "TD Canada Trust", …). */
  institution: string;
  /** Integer cents, always > 0. */
  amountCents: number;
  /** ISO 4217 code; "CAD" unless the message says otherwise. */
  currency: string;
  payerName: string | null;
  /** When the message shows it (PayPal, Stripe, some e-Transfers). */
  payerEmail: string | null;
  /** Interac reference number, PayPal transaction id, Stripe pi_/ch_ or receipt number, Square payment id, bank confirmation. */
  reference: string | null;
  /**
   * The studio's invoice this pays, when the notice names one (PayPal and Square invoice-paid notices).
   * Not the reference: one invoice can be paid in parts (a deposit, then the remaining balance).
   */
  invoiceNumber: string | null;
  /** "YYYY-MM-DD", or a full ISO date-time when the message states a time and its zone; null when it states neither. */
  paidAt: string | null;
  /** The payer's message or memo, if any (e-Transfer "Message:", PayPal "Note from …"). */
  message: string | null;
}

export type ParseResult =
  | { kind: 'payment'; payment: ParsedPayment }
  /**
   * A look-alike: reminders, cancelled/declined/expired transfers, the sender's own copy, requests for
   * money, invoices the studio sent, receipts of money the studio paid, refunds, payouts.
   */
  | { kind: 'not_payment'; source: PaymentSource | null; reason: string }
  /**
   * Not a payment notification we can read — or one whose amount is missing, unreadable or
   * contradictory. `reason` says which (absent when the message is simply not from a known source).
   */
  | { kind: 'unrecognised'; reason?: string };

export interface PaymentEmailInput {
  /** The From header ("Interac e-Transfer <notify@payments.interac.ca>") or a bare address. */
  from: string;
  subject: string;
  /** The text part ("" when the message has only HTML). */
  text: string;
  html?: string | null;
  /** When the message was received (its Date header); used only to complete a date written without its year. */
  date?: Date | null;
}
