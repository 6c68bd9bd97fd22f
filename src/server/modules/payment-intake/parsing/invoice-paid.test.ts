/**
 * Invoice-paid notices (issue 28 §10): PayPal's and Square's word that an invoice of the studio's was
 * paid is a payment — amount, payer, invoice number and transaction id read — while an invoice the
 * studio sent stays a look-alike, and one that cannot be read says why.
 */
import { describe, expect, it } from 'vitest';
import { institutionDomains, parsePaymentEmail } from './index';
import paypalInvoicePaid from './samples/paypal-invoice-paid';
import squareInvoicePaid from './samples/square-invoice-paid-number';

const paypal = (subject: string, text: string, from = 'PayPal <service@paypal.ca>') =>
  parsePaymentEmail({ from, subject, text });

describe('PayPal invoice paid', () => {
  it.each([
    ['Invoice 0042 paid', 'Noor Haddad paid your invoice for $95.00 CAD'],
    ['Invoice #0042 has been paid', 'Noor Haddad has paid your invoice 0042 for $95.00 CAD'],
    ['Payment received for invoice 0042', 'You received a payment of $95.00 CAD from Noor Haddad'],
    ["You've received a payment for invoice #0042", 'You received a payment of $95.00 CAD from Noor Haddad'],
  ])('"%s": amount, payer, invoice number and transaction id', (subject, headline) => {
    const r = paypal(subject, `${headline}\n\nTransaction ID\n5UE60173HG8821544\n\nAmount $95.00 CAD`);
    expect(r).toMatchObject({
      kind: 'payment',
      payment: {
        source: 'paypal',
        amountCents: 9500,
        currency: 'CAD',
        payerName: 'Noor Haddad',
        reference: '5UE60173HG8821544',
        invoiceNumber: '0042',
      },
    });
  });

  it('the invoice number from its labelled field when the subject names none', () => {
    const r = paypal(
      'Invoice paid',
      'Noor Haddad paid your invoice for $95.00 CAD\n\nInvoice ID\nINV2-7KQ4-33PL',
    );
    expect(r).toMatchObject({ kind: 'payment', payment: { invoiceNumber: 'INV2-7KQ4-33PL' } });
  });

  it('an invoice the studio sent is still not a payment', () => {
    const r = paypal(
      'Invoice 0042 from Lumen Dance Studio',
      'Lumen Dance Studio sent you an invoice for $95.00 CAD',
    );
    expect(r).toMatchObject({
      kind: 'not_payment',
      source: 'paypal',
      reason: expect.stringMatching(/invoice/),
    });
  });

  it('unreadable ones stay unrecognised, with the reason', () => {
    expect(paypal('Invoice 0042 paid', 'Noor Haddad paid your invoice.')).toEqual({
      kind: 'unrecognised',
      reason: 'no amount found in the message',
    });
    expect(
      paypal('Invoice 0042 paid', 'Noor Haddad paid your invoice for $95.00 CAD\n\nAmount $59.00 CAD'),
    ).toEqual({
      kind: 'unrecognised',
      reason: expect.stringMatching(/^the message states different amounts/),
    });
    // PayPal's words from an address that is not PayPal's, without a notification's structure.
    expect(
      paypal('Invoice 0042 paid', 'I paid your invoice for $95.00 CAD through PayPal', 'noor@example.com'),
    ).toEqual({ kind: 'unrecognised', reason: 'mentions PayPal but is not a PayPal notification' });
  });

  it("its senders' signatures are PayPal's, as for its other notices", () => {
    expect(institutionDomains('paypal', paypalInvoicePaid.email.from)).toEqual(['paypal.com', 'paypal.ca']);
    expect(institutionDomains('paypal', 'service@intl.paypal.com')).toEqual(['paypal.com']);
  });
});

describe('Square invoice paid', () => {
  it.each([
    ['Invoice Paid #000131'],
    ['Invoice #000131 paid'],
    ['Invoice Paid — Winter Session Tuition (#000131)'],
  ])('"%s": amount, payer and invoice number; no payment id, so no reference', (subject) => {
    const r = parsePaymentEmail({ ...squareInvoicePaid.email, subject });
    expect(r).toMatchObject({
      kind: 'payment',
      payment: {
        source: 'square',
        amountCents: 21250,
        payerName: 'Tomás Ferreira',
        reference: null,
        invoiceNumber: '000131',
      },
    });
  });

  it('with a Payment ID, that is the reference and the invoice number stays apart', () => {
    const r = parsePaymentEmail({
      ...squareInvoicePaid.email,
      text: `${squareInvoicePaid.email.text}\n\nPayment ID\n10Bc1YhxVMzDR0zJBE52CHCMhcIZY`,
    });
    expect(r).toMatchObject({
      kind: 'payment',
      payment: { reference: '10Bc1YhxVMzDR0zJBE52CHCMhcIZY', invoiceNumber: '000131' },
    });
  });

  it('a new invoice is still not a payment; one without an amount says so', () => {
    expect(
      parsePaymentEmail({
        ...squareInvoicePaid.email,
        subject: 'New Invoice #000131',
        text: 'Invoice #000131 for $212.50',
      }),
    ).toMatchObject({ kind: 'not_payment', source: 'square' });
    expect(
      parsePaymentEmail({ ...squareInvoicePaid.email, text: 'Tomás Ferreira paid your invoice.' }),
    ).toEqual({ kind: 'unrecognised', reason: 'no amount found in the message' });
  });

  it("its senders' signatures are Square's", () => {
    expect(institutionDomains('square', squareInvoicePaid.email.from)).toEqual(['squareup.com']);
  });
});
