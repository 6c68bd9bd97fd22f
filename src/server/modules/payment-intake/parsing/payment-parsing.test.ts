/**
 * The rules behind the samples: amounts as banks write them (and the ones refused), the app never
 * picking one of two amounts, look-alikes whatever the payer wrote in the memo, forwarded and pasted
 * messages, references, dates, and the domains the authenticity check is given. Property tests:
 * random amounts in every bank format read back to the same cents, inside whole notifications too,
 * and no input makes the parser throw or hang.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMoney } from './amount';
import { parseStatedDate } from './dates';
import { institutionDomains, parsePaymentEmail } from './index';
import interacEn from './samples/interac-autodeposit-en';
import interacFr from './samples/interac-autodeposit-fr';
import type { ParseResult } from './types';

const cents = (r: ParseResult) => (r.kind === 'payment' ? r.payment.amountCents : null);
const reasonOf = (r: ParseResult) => (r.kind === 'payment' ? '' : (r.reason ?? ''));

describe('readMoney', () => {
  it.each([
    ['$45.00', 4500, null],
    ['$1,234.56', 123456, null],
    ['$1234.56', 123456, null],
    ['$1,250,000.00', 125000000, null],
    ['$20', 2000, null],
    ['$1,234', 123400, null],
    ['CA$1,085.00', 108500, 'CAD'],
    ['C$5.00', 500, 'CAD'],
    ['US$5.00', 500, 'USD'],
    ['$45.00 CAD', 4500, 'CAD'],
    ['$5.25 (CAD)', 525, 'CAD'],
    ['$20.00 USD', 2000, 'USD'],
    ['USD 20.00', 2000, 'USD'],
    ['20.00 USD', 2000, 'USD'],
    ['EUR 3,200.00', 320000, 'EUR'],
    ['€12.50', 1250, 'EUR'],
    ['12,50 €', 1250, 'EUR'],
    ['1.234,56 €', 123456, 'EUR'],
    ['1 234,56 $', 123456, null],
    ['1234,56 $', 123456, null],
    ['175,00 $ (CAD)', 17500, 'CAD'],
    ['25 $', 2500, null],
    ['98, 00 $', 9800, null],
    ['$ 1 234.56', 123456, null],
    ['$45.00.', 4500, null],
  ])('%s → %i cents', (raw, expected, currency) => {
    expect(readMoney(raw)).toEqual({ cents: expected, currency });
  });

  it.each([
    ['$1.234', 'a thousand or one dollar?'],
    ['1,234 $', 'French thousands are spaces: a three-digit decimal'],
    ['$12.5', 'one decimal'],
    ['$1,23,456', 'irregular groups'],
    ['$12,3456', 'four decimals'],
    ['CA$5.00 USD', 'two currencies'],
    ['1 23,45 $', 'a short group'],
    ['$', 'no digits'],
    ['forty dollars', 'words'],
    ['$12345678901.00', 'beyond a billion dollars'],
  ])('refuses %s (%s)', (raw) => {
    expect(readMoney(raw)).toBeNull();
  });
});

/** The ways banks and payment services print an amount of `c` cents. */
function formats(c: number): string[] {
  const dollars = Math.floor(c / 100);
  const dec = String(c % 100).padStart(2, '0');
  const en = dollars.toLocaleString('en-US');
  const fr = dollars.toLocaleString('en-US').replace(/,/g, ' ');
  const frNbsp = dollars.toLocaleString('en-US').replace(/,/g, '\u00a0');
  const frNarrow = dollars.toLocaleString('en-US').replace(/,/g, '\u202f');
  return [
    `$${en}.${dec}`,
    `$${dollars}.${dec}`,
    `CA$${en}.${dec}`,
    `$${en}.${dec} CAD`,
    `$${en}.${dec} (CAD)`,
    `${fr},${dec} $`,
    `${frNbsp},${dec} $`,
    `${frNarrow},${dec} $ (CAD)`,
    `${dollars},${dec} $`,
    new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(c / 100),
    new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(c / 100),
  ];
}

const someCents = fc.integer({ min: 1, max: 99_999_999 });

describe('amounts in every bank format read back to the same cents (property)', () => {
  it('readMoney, after the same normalisation the parser applies', () => {
    fc.assert(
      fc.property(someCents, fc.nat({ max: 10 }), (c, pick) => {
        const raw = formats(c)[pick] ?? '';
        const normalised = raw.replace(/[\u00a0\u202f]/g, ' ');
        expect(readMoney(normalised)?.cents).toBe(c);
      }),
      { numRuns: 500 },
    );
  });

  it('inside a whole Interac Autodeposit notice, English', () => {
    fc.assert(
      fc.property(someCents, fc.nat({ max: 4 }), (c, pick) => {
        const amount = formats(c)[pick] ?? '';
        const email = {
          ...interacEn.email,
          subject: `Interac e-Transfer: You've received ${amount} from MAYA CHEN and it has been automatically deposited.`,
          text: interacEn.email.text.replace(/\$45\.00(?: \(CAD\))?/g, amount),
        };
        expect(cents(parsePaymentEmail(email))).toBe(c);
      }),
      { numRuns: 200 },
    );
    // 200 whole notices: about a second alone, several on a CI machine that is busy with other work.
  }, 30_000);

  it('inside a whole Virement Interac notice, French', () => {
    fc.assert(
      fc.property(someCents, fc.integer({ min: 5, max: 8 }), (c, pick) => {
        const amount = formats(c)[pick] ?? '';
        const email = {
          ...interacFr.email,
          subject: `Virement Interac : Vous avez reçu ${amount} de ÉLODIE GAGNON et ce montant a été déposé automatiquement.`,
          text: interacFr.email.text.replace(/1\u00a0250,00 \$(?: \(CAD\))?/g, amount),
        };
        expect(cents(parsePaymentEmail(email))).toBe(c);
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe('the app never guesses an amount', () => {
  it('two different amounts in one notice → unrecognised, with both in the reason (property)', () => {
    fc.assert(
      fc.property(someCents, someCents, (a, b) => {
        fc.pre(a !== b);
        const email = {
          ...interacEn.email,
          subject: `Interac e-Transfer: You've received ${formats(a)[0]} from MAYA CHEN and it has been automatically deposited.`,
        };
        const text = interacEn.email.text.replace('$45.00 (CAD)', `${formats(b)[0]} (CAD)`);
        const result = parsePaymentEmail({ ...email, text });
        expect(result.kind).toBe('unrecognised');
        expect(reasonOf(result)).toMatch(/different amounts/);
      }),
      { numRuns: 100 },
    );
  });

  it('an amount that reads two ways → unrecognised, never a wrong amount', () => {
    const text = interacEn.email.text.replace(/\$45\.00/g, '$1.234');
    const subject = interacEn.email.subject.replace('$45.00', '$1.234');
    const result = parsePaymentEmail({ ...interacEn.email, subject, text });
    expect(result.kind).toBe('unrecognised');
    expect(reasonOf(result)).toMatch(/cannot be read unambiguously/);
  });

  it('no amount at all → unrecognised', () => {
    const result = parsePaymentEmail({
      from: 'notify@payments.interac.ca',
      subject: 'INTERAC e-Transfer: JONAH WHITFIELD sent you money.',
      text: 'Hi LUMEN DANCE STUDIO,\nJONAH WHITFIELD sent you money.\nDeposit your money',
    });
    expect(result).toEqual({ kind: 'unrecognised', reason: 'no amount found in the message' });
  });

  it('a zero amount → unrecognised', () => {
    const text = interacEn.email.text.replace(/\$45\.00/g, '$0.00');
    const subject = interacEn.email.subject.replace('$45.00', '$0.00');
    expect(reasonOf(parsePaymentEmail({ ...interacEn.email, subject, text }))).toMatch(/zero/);
  });

  it('USD is kept as USD, never converted or assumed CAD', () => {
    const r = parsePaymentEmail({
      from: 'service@paypal.com',
      subject: "You've got money",
      text: 'Hello, Lumen Dance Studio\nAisha Rahman sent you $20.00 USD\nTransaction ID\n3RT55082KL1947731',
    });
    expect(r.kind === 'payment' && r.payment.currency).toBe('USD');
  });
});

describe('look-alikes are refused whatever the payer wrote in the memo', () => {
  it.each([
    'makeup for the cancelled class',
    'refund of last week? no, April fees',
    'reminder: 2 kids',
    'declined Tuesday, paying Thursday',
  ])('memo "%s" still a payment', (memo) => {
    const text = interacEn.email.text.replace('Ballet basics - March', memo);
    const result = parsePaymentEmail({ ...interacEn.email, text });
    expect(result.kind).toBe('payment');
    expect(result.kind === 'payment' && result.payment.message).toBe(memo);
  });

  it('a payment notice offering an "Issue a refund" link is still a payment', () => {
    const r = parsePaymentEmail({
      from: 'service@paypal.ca',
      subject: 'Notification of payment received',
      text: 'You received a payment of $95.00 CAD from Noor Haddad (noor.haddad@example.com)\nTransaction ID\n5UE60173HG8821544\nIssue a refund | View details',
    });
    expect(cents(r)).toBe(9500);
  });

  it('Interac\'s footer ("will never request access") is not a request for money', () => {
    expect(parsePaymentEmail(interacEn.email).kind).toBe('payment');
  });
});

describe('senders', () => {
  it('a student quoting the wording from their own address is not a payment', () => {
    const r = parsePaymentEmail({
      from: 'Maya Chen <maya.chen@example.com>',
      subject: 'paid!',
      text: 'Hi, I sent you $45.00 by e-Transfer for March.',
    });
    expect(r.kind).toBe('unrecognised');
  });

  it('a notice pasted with the Interac sender is read (the authenticity check decides the rest)', () => {
    const r = parsePaymentEmail({
      from: 'notify@payments.interac.ca',
      subject: interacEn.email.subject,
      text: interacEn.email.text,
    });
    expect(cents(r)).toBe(4500);
  });

  it('a notice pasted under another sender is read when it has the notice structure', () => {
    const r = parsePaymentEmail({
      from: 'owner@lumenstudio.example',
      subject: interacEn.email.subject,
      text: interacEn.email.text,
    });
    expect(cents(r)).toBe(4500);
  });

  it('an Interac notice forwarded by the owner is read as Interac', () => {
    const text = `---------- Forwarded message ---------\nFrom: MAYA CHEN <notify@payments.interac.ca>\nDate: Tue, Mar 3, 2026 at 9:12 AM\nSubject: ${interacEn.email.subject}\nTo: <payments@lumenstudio.example>\n\n${interacEn.email.text}`;
    const r = parsePaymentEmail({
      from: 'owner@lumenstudio.example',
      subject: `Fwd: ${interacEn.email.subject}`,
      text,
    });
    expect(r).toEqual(parsePaymentEmail(interacEn.email));
  });

  it('pasted HTML in the text part is flattened', () => {
    const html =
      '<div>Funds Deposited!</div><div>$45.00</div><div>Reference Number:</div><div>C1AqT7mZk2Rp</div><div>Sent From:</div><div>MAYA CHEN</div><div>Amount:</div><div>$45.00 (CAD)</div>';
    const r = parsePaymentEmail({
      from: 'notify@payments.interac.ca',
      subject: interacEn.email.subject,
      text: html,
      html,
    });
    expect(r.kind === 'payment' && r.payment.reference).toBe('C1AqT7mZk2Rp');
  });

  it('a flattened notice (all fields on one line) is read field by field', () => {
    const text =
      'Hi LUMEN DANCE STUDIO, Funds Deposited! $45.00 Your funds have been automatically deposited into your account at TD Canada Trust. Transfer Details Message: Ballet basics Date: Mar 3, 2026 Reference Number: C1AqT7mZk2Rp Sent From: MAYA CHEN Amount: $45.00 (CAD)';
    const r = parsePaymentEmail({ ...interacEn.email, text });
    expect(r).toEqual({
      kind: 'payment',
      payment: { ...(interacEn.expected.payment as object), invoiceNumber: null, message: 'Ballet basics' },
    });
  });

  it('a bank sending an e-Transfer notice under its own domain is read as Interac', () => {
    const r = parsePaymentEmail({ ...interacEn.email, from: 'TD Alerts <alerts@td.com>' });
    expect(r.kind === 'payment' && r.payment.source).toBe('interac');
  });

  it("the From display name is never taken as the payer (it is sometimes the sender's bank)", () => {
    const r = parsePaymentEmail({
      from: 'Wealthsimple <catch@payments.interac.ca>',
      subject: 'Funds Deposited',
      text: 'Funds Deposited!\n$45.00\nReference Number:\nC1AqT7mZk2Rp\nAmount:\n$45.00 (CAD)',
    });
    expect(r).toMatchObject({ kind: 'payment', payment: { amountCents: 4500, payerName: null } });
  });

  it('an e-mail from nowhere in particular is unrecognised without a reason', () => {
    expect(parsePaymentEmail({ from: 'a@b.example', subject: 'Lunch?', text: 'Noon at the café?' })).toEqual({
      kind: 'unrecognised',
    });
    expect(parsePaymentEmail({ from: '', subject: '', text: '' })).toMatchObject({ kind: 'unrecognised' });
  });
});

describe('layout variants of the same notices', () => {
  it('blank lines between each label and its value', () => {
    const text = interacEn.email.text.replace(/:\n/g, ':\n\n');
    expect(parsePaymentEmail({ ...interacEn.email, text })).toEqual(parsePaymentEmail(interacEn.email));
  });

  it('a flattened body whose Amount field runs into the footer reads the amount at its start', () => {
    const r = parsePaymentEmail({
      from: 'notify@payments.interac.ca',
      subject:
        "Interac e-Transfer: You've received $1.00 from LEONARD MENSAH and it has been automatically deposited.",
      text: 'Funds Deposited! $1.00 Your funds have been automatically deposited into your account at Scotiabank. Amount: $1.00 (CAD) For your security, please do not forward this email. Interac will never request access to this email notification from you.',
    });
    expect(r).toMatchObject({ kind: 'payment', payment: { amountCents: 100, payerName: 'LEONARD MENSAH' } });
  });

  it('an inline "Message:" is one line; the next line is not part of the memo', () => {
    const r = parsePaymentEmail({
      from: 'notify@payments.interac.ca',
      subject: 'INTERAC e-Transfer: JOHN SMITH sent you money.',
      text: 'Hi LUMEN,\nJOHN SMITH has sent you $12.00 (CAD).\nMessage: badminton Oct 2\nTo deposit your money, click here',
    });
    expect(r).toMatchObject({
      kind: 'payment',
      payment: { amountCents: 1200, message: 'badminton Oct 2', payerName: 'JOHN SMITH' },
    });
  });

  it('subject "Funds Deposited" alone: everything comes from the body', () => {
    const r = parsePaymentEmail({ ...interacEn.email, subject: 'Funds Deposited' });
    expect(r).toEqual(parsePaymentEmail(interacEn.email));
  });
});

describe('reference formats', () => {
  it.each([
    ['Interac, current (12 characters)', 'C1AqT7mZk2Rp'],
    ['Interac, older (8 characters)', 'CAqM7tRv'],
  ])('%s', (_label, ref) => {
    const text = interacEn.email.text.replace('C1AqT7mZk2Rp', ref);
    const r = parsePaymentEmail({ ...interacEn.email, text });
    expect(r.kind === 'payment' && r.payment.reference).toBe(ref);
  });

  it('a reference field holding no token gives no reference, not a wrong one', () => {
    const text = interacEn.email.text.replace('C1AqT7mZk2Rp', '—');
    const r = parsePaymentEmail({ ...interacEn.email, text });
    expect(r.kind === 'payment' && r.payment.reference).toBeNull();
  });

  it('Stripe: two different payment intents in one notice → no reference', () => {
    const r = parsePaymentEmail({
      from: 'notifications@stripe.com',
      subject: 'Payment of CA$10.00 from a@example.com',
      text: 'You received a payment of CA$10.00 from a@example.com.\npi_3AAAAAAAAAAAAAAAAAAA1 pi_3BBBBBBBBBBBBBBBBBBB2',
    });
    expect(r.kind === 'payment' && r.payment.reference).toBeNull();
  });
});

describe('parseStatedDate', () => {
  it.each([
    ['Aug 26, 2026', '2026-08-26'],
    ['Sept 13, 2026', '2026-09-13'],
    ['December 11, 2022', '2022-12-11'],
    ['Paid with Visa 5901, May 20 2026.', '2026-05-20'],
    ['31 août 2026', '2026-08-31'],
    ['1 sept. 2026', '2026-09-01'],
    ['1er septembre 2026', '2026-09-01'],
    ['2026-08-26', '2026-08-26'],
    ['February 8, 2026 at 10:35 AM ET', '2026-02-08T10:35:00-05:00'],
    ['July 1, 2026 at 9:05 PM PT', '2026-07-01T21:05:00-07:00'],
    ['Apr 7, 2026, 6:42 PM', '2026-04-07'],
  ])('%s → %s', (text, iso) => {
    expect(parseStatedDate(text)).toBe(iso);
  });

  it.each(['12/08/2026', 'February 30, 2026', 'tomorrow', ''])('%s → null (never guessed)', (text) => {
    expect(parseStatedDate(text)).toBeNull();
  });

  it('a date without its year takes the year the message was received', () => {
    expect(parseStatedDate('Sept 13', 2026)).toBe('2026-09-13');
    expect(parseStatedDate('Sept 13')).toBeNull();
  });
});

describe('institutionDomains', () => {
  it.each([
    ['interac', 'notify@payments.interac.ca', ['interac.ca']],
    ['interac', 'TD Alerts <alerts@td.com>', ['interac.ca', 'td.com', 'tdcanadatrust.com', 'tdbank.com']],
    ['interac', 'owner@lumenstudio.example', ['interac.ca']],
    ['paypal', 'service@paypal.com', ['paypal.com']],
    ['paypal', 'service@paypal.ca', ['paypal.com', 'paypal.ca']],
    ['paypal', 'service@intl.paypal.com', ['paypal.com']],
    ['stripe', 'notifications@stripe.com', ['stripe.com']],
    ['square', 'noreply@messaging.squareup.com', ['squareup.com']],
    ['square', 'no-reply@square.com', ['squareup.com', 'square.com']],
    ['bank_transfer', 'rbcroyalbankalerts@alerts.rbc.com', ['rbc.com', 'rbcroyalbank.com']],
    ['bank_transfer', 'alerts@desjardins.com', ['desjardins.com']],
    ['bank_transfer', 'alerts@rbc.com.evil.example', []],
    ['bank_transfer', 'someone@example.com', []],
  ] as const)('%s from %s', (source, from, domains) => {
    expect(institutionDomains(source, from)).toEqual(domains);
  });
});

describe('robustness', () => {
  it('never throws, always answers one of the three kinds (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 120 }),
        fc.string({ maxLength: 2000 }),
        fc.option(fc.string({ maxLength: 2000 })),
        (from, subject, text, html) => {
          const r = parsePaymentEmail({ from, subject, text, html });
          expect(['payment', 'not_payment', 'unrecognised']).toContain(r.kind);
          if (r.kind === 'payment') {
            expect(Number.isSafeInteger(r.payment.amountCents) && r.payment.amountCents > 0).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('mutated real notices never throw and never produce a non-positive amount (property)', () => {
    const base = `${interacEn.email.subject}\n${interacEn.email.text}`;
    fc.assert(
      fc.property(
        fc.nat({ max: base.length }),
        fc.nat({ max: 40 }),
        fc.string({ maxLength: 12 }),
        (at, cut, insert) => {
          const mutated = base.slice(0, at) + insert + base.slice(at + cut);
          const [subject = '', ...rest] = mutated.split('\n');
          const r = parsePaymentEmail({ from: interacEn.email.from, subject, text: rest.join('\n') });
          if (r.kind === 'payment') expect(r.payment.amountCents).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('hostile input: long digit runs, separators and huge HTML answer promptly', () => {
    const started = Date.now();
    parsePaymentEmail({
      from: 'notify@payments.interac.ca',
      subject: `You've received $${'1,'.repeat(20000)} from X`,
      text: `${'9 '.repeat(50000)}$`,
    });
    parsePaymentEmail({
      from: 'service@paypal.com',
      subject: 'Payment received',
      text: '',
      html: `<div>${'<b>'.repeat(50000)}$1.00</div>`,
    });
    parsePaymentEmail({
      from: 'x@td.com',
      subject: 'Deposit Notice',
      text: `A deposit of ${'1 '.repeat(40000)}$`,
    });
    // A catastrophic backtracking would take minutes; the bound leaves room for a busy CI machine.
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
