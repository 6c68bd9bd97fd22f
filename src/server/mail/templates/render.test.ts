import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../../shared/schemas/settings';
import { SECRET_MARKER } from '../../kernel/outbox';
import { recipientLocale } from '../locale';
import { BookingConfirmation } from './BookingConfirmation';
import type { InvoiceProps } from './Invoice';
import {
  type EmailClass,
  type EmailStudio,
  emailStudioOf,
  howToPayLine,
  paymentMethodLabel,
  type RenderedEmail,
  renderBodies,
  renderBookingCancelled,
  renderBookingConfirmation,
  renderClassCancelled,
  renderClassNotification,
  renderInvoice,
  renderPasswordReset,
  renderPaymentReceived,
  renderPaymentReminder,
  renderRefundNotification,
  renderWelcome,
} from './render';

const studio: EmailStudio = {
  businessName: 'Sun & <Moon> Studio',
  businessEmail: 'hello@sunmoon.example',
  businessPhone: '604-555-0100',
  businessAddress: '12 Main St\nVancouver, BC',
  currency: 'CAD',
  timezone: 'America/Vancouver',
  language: 'en-CA',
  howToPay: 'Interac e-Transfer (e-Transfer Email: pay@sunmoon.example); Cash',
};

const yoga: EmailClass = {
  name: 'Yoga Flow',
  classDate: '2026-03-09',
  startTime: '19:30',
  endTime: '20:30',
  location: 'Studio A',
};

const hostile = '<img src=x onerror="alert(1)"> & <b>bold</b>';

const INVOICE_BASE: InvoiceProps = {
  studio,
  locale: 'en-CA',
  name: 'Maya',
  invoiceNumber: 'INV-2026-0003',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  lines: [
    { description: 'Yoga Flow on Mar 09, 2026', amountCents: 2000 },
    { description: 'Pilates on Mar 16, 2026', amountCents: 2500 },
  ],
  subtotalCents: 4500,
  taxLines: [
    { label: 'GST 5%', amountCents: 225 },
    { label: 'PST 7%', amountCents: 315 },
  ],
  totalCents: 5040,
  amountDueCents: 5040,
  dueDate: '2026-04-15',
};

/** Every system message, rendered once with ordinary values. */
const everyMessage: [string, () => Promise<RenderedEmail>][] = [
  [
    'welcome',
    () => renderWelcome({ studio, locale: 'en-CA', name: 'Maya', loginUrl: 'https://studio.example' }),
  ],
  ['password reset', () => renderPasswordReset({ studio, locale: 'en-CA', name: 'Maya' })],
  [
    'booking confirmation',
    () =>
      renderBookingConfirmation({
        studio,
        locale: 'en-CA',
        name: 'Maya',
        class: yoga,
        priceCents: 2000,
        paidWithCredits: false,
        cancellationDeadlineHours: 24,
      }),
  ],
  [
    'booking cancelled',
    () =>
      renderBookingCancelled({
        studio,
        locale: 'en-CA',
        name: 'Maya',
        class: yoga,
        cancelledBy: 'student',
        creditCents: 2000,
      }),
  ],
  [
    'class cancelled',
    () =>
      renderClassCancelled({
        studio,
        locale: 'en-CA',
        name: 'Maya',
        class: yoga,
        reason: 'Instructor is ill',
        creditCents: 2200,
      }),
  ],
  [
    'class notification',
    () =>
      renderClassNotification({
        studio,
        locale: 'en-CA',
        name: 'Maya',
        class: yoga,
        subject: 'Room change',
        message: 'Studio C today.',
      }),
  ],
  ['invoice', () => renderInvoice(INVOICE_BASE)],
  [
    'payment reminder',
    () =>
      renderPaymentReminder({
        studio,
        locale: 'en-CA',
        name: 'Maya',
        reminderType: 'first_reminder',
        amountDueCents: 5040,
        dueDate: '2026-04-15',
        invoiceNumber: 'INV-2026-0003',
      }),
  ],
  [
    'payment received',
    () =>
      renderPaymentReceived({
        studio,
        locale: 'en-CA',
        name: 'Maya',
        amountCents: 3000,
        method: paymentMethodLabel('e_transfer'),
        paidOn: '2026-04-02',
        remainingBalanceCents: 2040,
      }),
  ],
  [
    'refund',
    () =>
      renderRefundNotification({
        studio,
        locale: 'en-CA',
        name: 'Maya',
        amountCents: 2000,
        reason: 'Studio closed',
        class: yoga,
      }),
  ],
];

describe('every system e-mail', () => {
  it.each(everyMessage)(
    '%s: has a subject, the studio name and its contact in both bodies',
    async (_, make) => {
      const mail = await make();
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.bodyHtml).toMatch(/^<!DOCTYPE html/);
      // The studio's name is escaped in HTML and intact in text.
      expect(mail.bodyHtml).toContain('Sun &amp; &lt;Moon&gt; Studio');
      expect(mail.bodyHtml).not.toContain('<Moon>');
      expect(mail.bodyText).toContain('Sun & <Moon> Studio');
      expect(mail.bodyText).toContain('Hello Maya,');
      for (const body of [mail.bodyHtml, mail.bodyText]) {
        expect(body).toContain('604-555-0100');
        expect(body).toContain('hello@sunmoon.example');
        expect(body).toContain('12 Main St');
        expect(body).toContain('Vancouver, BC');
      }
      expect(mail.bodyHtml).toContain('href="mailto:hello@sunmoon.example"');
      expect(mail.bodyText).not.toMatch(/<(p|td|table|br)\b/);
    },
  );

  it('leaves out contact details the studio has not set', async () => {
    const bare = { ...studio, businessEmail: '', businessPhone: '', businessAddress: '' };
    const mail = await renderPasswordReset({ studio: bare, locale: 'en-CA', name: 'Maya' });
    expect(mail.bodyText).not.toContain('Phone:');
    expect(mail.bodyText).not.toContain('Email:');
    expect(mail.bodyHtml).not.toContain('mailto:');
  });
});

describe('secrets', () => {
  it('keeps the temporary password as the marker in both bodies, next to a sign-in link', async () => {
    const mail = await renderWelcome({
      studio,
      locale: 'en-CA',
      name: 'Maya',
      loginUrl: 'https://studio.example',
    });
    expect(mail.subject).toBe('Your studio account is ready');
    expect(mail.bodyText).toContain(`Your temporary password is: ${SECRET_MARKER}`);
    expect(mail.bodyHtml).toContain(SECRET_MARKER);
    expect(mail.bodyHtml).toContain('href="https://studio.example"');
    expect(mail.bodyText).toContain('https://studio.example');
  });

  it('keeps the reset link as the marker in both bodies, as the link target in HTML', async () => {
    const mail = await renderPasswordReset({ studio, locale: 'en-CA', name: 'Maya' });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.bodyText).toContain(SECRET_MARKER);
    expect(mail.bodyText).toContain('one hour');
    expect(mail.bodyHtml).toContain(`href="${SECRET_MARKER}"`);
    // Filling the marker the way delivery does puts the link in both bodies.
    const link = 'https://studio.example/reset-password?token=abc234';
    expect(mail.bodyText.split(SECRET_MARKER).join(link)).toContain(link);
    expect(mail.bodyHtml.split(SECRET_MARKER).join(link)).toContain(`href="${link}"`);
  });
});

describe('what users and administrators typed', () => {
  it('is escaped in HTML and intact in text: names, reasons, locations', async () => {
    const mail = await renderClassCancelled({
      studio,
      locale: 'en-CA',
      name: hostile,
      class: { ...yoga, name: 'Yoga <Flow> & "Friends"', location: '<Room 2>' },
      reason: `<script>alert('x')</script> & more`,
      creditCents: 0,
    });
    expect(mail.bodyHtml).not.toContain('<img');
    expect(mail.bodyHtml).not.toContain('<script');
    expect(mail.bodyHtml).not.toContain('<b>');
    expect(mail.bodyHtml).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(mail.bodyHtml).toContain('&lt;script&gt;');
    expect(mail.bodyText).toContain(`Hello ${hostile},`);
    expect(mail.bodyText).toContain(`Reason: <script>alert('x')</script> & more`);
    expect(mail.bodyText).toContain('Yoga <Flow> & "Friends" on Mar 09, 2026, 7:30 PM - 8:30 PM at <Room 2>');
    expect(mail.subject).toBe('Class cancelled: Yoga <Flow> & "Friends" on Mar 09, 2026');
    expect(mail.bodyText).not.toContain('credit');
  });

  it("keeps an administrator's message as text, with its line breaks", async () => {
    const mail = await renderClassNotification({
      studio,
      locale: 'en-CA',
      name: 'Maya',
      class: yoga,
      subject: 'Room <change>',
      message: `We move to Studio C.\r\nBring a mat & water.\n\n${hostile}`,
    });
    expect(mail.subject).toBe('Room <change>');
    expect(mail.bodyHtml).toContain('We move to Studio C.<br/>Bring a mat &amp; water.');
    expect(mail.bodyHtml).not.toContain('<img');
    expect(mail.bodyHtml).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail.bodyText).toContain('We move to Studio C.\nBring a mat & water.\n\n');
    expect(mail.bodyText).toContain(hostile);
    expect(mail.bodyText).toContain('Class: Yoga Flow on Mar 09, 2026, 7:30 PM - 8:30 PM at Studio A');
  });
});

describe('bookings', () => {
  it('confirms a booking with the class, date, time, location, price and how to pay', async () => {
    const mail = await renderBookingConfirmation({
      studio,
      locale: 'en-CA',
      name: 'Maya',
      class: yoga,
      priceCents: 2000,
      paidWithCredits: false,
      cancellationDeadlineHours: 24,
    });
    expect(mail.subject).toBe('Booking confirmed: Yoga Flow on Mar 09, 2026');
    for (const line of [
      'Class: Yoga Flow',
      'Date: Mar 09, 2026',
      'Time: 7:30 PM - 8:30 PM',
      'Location: Studio A',
      'Price: $20.00',
      `How to pay: ${studio.howToPay}`,
      '24 hours before',
    ])
      expect(mail.bodyText).toContain(line);
  });

  it('the class’s message rendered once with a slot for the name is the whole render, for every name', async () => {
    const base = {
      studio,
      locale: 'en-CA' as const,
      class: yoga,
      priceCents: 2000,
      paidWithCredits: false,
      cancellationDeadlineHours: 24,
    };
    const names = [
      'Maya',
      'Zoë Ångström-Núñez',
      'Jean-Luc St. Pierre',
      'Bao’s Friend',
      "O'Brien",
      'A & <B> "C"',
      '  Spaced   Out  ',
      'Émilie '.repeat(12).trim(),
      '李小龍',
    ];
    for (const name of names) {
      const props = { ...base, name };
      const mail = await renderBookingConfirmation(props);
      expect(mail.bodyText).toContain('Hello');
      expect({ bodyHtml: mail.bodyHtml, bodyText: mail.bodyText }).toEqual(
        await renderBodies(BookingConfirmation, props),
      );
    }
    const other = await renderBookingConfirmation({
      ...base,
      name: 'Maya',
      class: { ...yoga, name: 'Pilates' },
    });
    expect(other.bodyText).toContain('Class: Pilates');
    expect(other.bodyText).toContain('Hello Maya,');
  });

  it('says a booking paid from credits needs no payment, and a free class is free', async () => {
    const paid = await renderBookingConfirmation({
      studio,
      locale: 'en-CA',
      name: 'Maya',
      class: { ...yoga, location: null },
      priceCents: 2000,
      paidWithCredits: true,
      cancellationDeadlineHours: 48,
    });
    expect(paid.bodyText).toContain('Paid from your account credit');
    expect(paid.bodyText).not.toContain('How to pay');
    expect(paid.bodyText).not.toContain('Location:');
    const free = await renderBookingConfirmation({
      studio,
      locale: 'en-CA',
      name: 'Maya',
      class: yoga,
      priceCents: 0,
      paidWithCredits: false,
      cancellationDeadlineHours: 24,
    });
    expect(free.bodyText).toContain('Price: Free');
    expect(free.bodyText).not.toContain('How to pay');
  });

  it('tells who cancelled a booking and the credit, if any', async () => {
    const mine = await renderBookingCancelled({
      studio,
      locale: 'en-CA',
      name: 'Maya',
      class: yoga,
      cancelledBy: 'student',
      creditCents: 2000,
    });
    expect(mine.subject).toBe('Booking cancelled: Yoga Flow on Mar 09, 2026');
    expect(mine.bodyText).toContain('as you asked');
    expect(mine.bodyText).toContain('A credit of $20.00 has been added to your account');
    const theirs = await renderBookingCancelled({
      studio,
      locale: 'en-CA',
      name: 'Maya',
      class: yoga,
      cancelledBy: 'admin',
      creditCents: 0,
      reason: 'Double booked',
    });
    expect(theirs.bodyText).toContain('The studio has cancelled your booking');
    expect(theirs.bodyText).toContain('Reason: Double booked');
    expect(theirs.bodyText).toContain('No credit was issued');
  });

  it("builds the how-to-pay line from the studio's payment options", () => {
    const settings = parseSettings(
      new Map(
        Object.entries({
          eTransferEmail: 'pay@studio.ca',
          cashEnabled: 'false',
          paypalEnabled: 'true',
          paypalEmail: 'pp@studio.ca',
        }),
      ),
    );
    expect(howToPayLine(settings)).toBe(
      'Interac e-Transfer (e-Transfer Email: pay@studio.ca); PayPal (PayPal Email: pp@studio.ca)',
    );
    expect(emailStudioOf(settings).howToPay).toBe(howToPayLine(settings));
    const none = parseSettings(
      new Map([
        ['eTransferEnabled', 'false'],
        ['cashEnabled', 'false'],
      ]),
    );
    expect(howToPayLine(none)).toMatch(/contact the studio/);
  });
});

describe('money', () => {
  it("shows amounts in the studio's currency", async () => {
    for (const [currency, shown] of [
      ['EUR', '€20.00'],
      ['GBP', '£20.00'],
      ['CHF', 'CHF 20.00'],
    ] as const) {
      const mail = await renderBookingConfirmation({
        studio: { ...studio, currency },
        locale: 'en-CA',
        name: 'Maya',
        class: yoga,
        priceCents: 2000,
        paidWithCredits: false,
        cancellationDeadlineHours: 24,
      });
      expect(mail.bodyText).toContain(`Price: ${shown}`);
      expect(mail.bodyHtml).toContain(shown);
    }
    const credit = await renderClassCancelled({
      studio: { ...studio, currency: 'EUR' },
      locale: 'en-CA',
      name: 'Maya',
      class: yoga,
      reason: 'Ill',
      creditCents: 2200,
    });
    expect(credit.bodyText).toContain('A credit of €22.00');
  });

  it('itemises an invoice: number, period, lines, taxes, total and due date', async () => {
    const [, make] = everyMessage.find(([name]) => name === 'invoice')!;
    const mail = await make();
    expect(mail.subject).toBe('Invoice INV-2026-0003 from Sun & <Moon> Studio: $50.40 due Apr 15, 2026');
    const text = mail.bodyText;
    expect(text).toContain('Invoice: INV-2026-0003');
    expect(text).toContain('Period: Mar 01, 2026 - Mar 31, 2026');
    expect(text).toContain('Due date: Apr 15, 2026');
    expect(text).toMatch(/Yoga Flow on Mar 09, 2026 +\$20\.00/);
    expect(text).toMatch(/Pilates on Mar 16, 2026 +\$25\.00/);
    expect(text).toMatch(/Subtotal +\$45\.00/);
    expect(text).toMatch(/GST 5% +\$2\.25/);
    expect(text).toMatch(/PST 7% +\$3\.15/);
    expect(text).toMatch(/Total +\$50\.40/);
    expect(text).toContain(`How to pay: ${studio.howToPay}`);
    expect(text).toContain('Please pay $50.40 by Apr 15, 2026.');
    expect(text).not.toContain('Amount due');
    expect(mail.bodyHtml).toContain('$50.40');
  });

  it('asks an invoice partly paid before it was sent only for what is still due', async () => {
    const [, make] = everyMessage.find(([name]) => name === 'invoice')!;
    const full = await make();
    const mail = await renderInvoice({
      ...INVOICE_BASE,
      amountDueCents: 3040,
    });
    expect(full.subject).toContain('$50.40 due');
    expect(mail.subject).toBe('Invoice INV-2026-0003 from Sun & <Moon> Studio: $30.40 due Apr 15, 2026');
    expect(mail.bodyText).toMatch(/Total +\$50\.40/);
    expect(mail.bodyText).toMatch(/Already paid or credited +\$20\.00/);
    expect(mail.bodyText).toMatch(/Amount due +\$30\.40/);
    expect(mail.bodyText).toContain('Please pay $30.40 by Apr 15, 2026.');
    const settled = await renderInvoice({ ...INVOICE_BASE, amountDueCents: 0 });
    expect(settled.bodyText).toContain('Nothing is left to pay on this invoice.');
  });

  it('escalates the reminder wording from first reminder to final notice', async () => {
    const reminders = await Promise.all(
      (['first_reminder', 'second_reminder', 'final_notice'] as const).map((reminderType) =>
        renderPaymentReminder({
          studio,
          locale: 'en-CA',
          name: 'Maya',
          reminderType,
          amountDueCents: 5040,
          dueDate: '2026-04-15',
        }),
      ),
    );
    const [first, second, final] = reminders as [RenderedEmail, RenderedEmail, RenderedEmail];
    expect(new Set(reminders.map((r) => r.subject)).size).toBe(3);
    expect(first.subject).toBe('Payment reminder: $50.40');
    expect(first.bodyText).toContain('friendly reminder');
    expect(second.subject).toMatch(/^Second reminder/);
    expect(second.bodyText).toContain('second reminder');
    expect(second.bodyText).not.toContain('friendly');
    expect(final.subject).toMatch(/^FINAL NOTICE/);
    expect(final.bodyText).toContain('FINAL NOTICE');
    expect(final.bodyText).toContain('immediately');
    for (const r of reminders) {
      expect(r.bodyText).toContain('Amount due: $50.40');
      expect(r.bodyText).toContain('Due date: Apr 15, 2026');
    }
  });

  it('confirms a payment with the method and what remains', async () => {
    const [, make] = everyMessage.find(([name]) => name === 'payment received')!;
    const mail = await make();
    expect(mail.subject).toBe('Payment received: $30.00');
    expect(mail.bodyText).toContain('Method: Interac e-Transfer');
    expect(mail.bodyText).toContain('Date: Apr 02, 2026');
    expect(mail.bodyText).toContain('Your remaining balance is $20.40.');
    const settled = await renderPaymentReceived({
      studio,
      locale: 'en-CA',
      name: 'Maya',
      amountCents: 6000,
      method: paymentMethodLabel('cash'),
      paidOn: '2026-04-02',
      remainingBalanceCents: -960,
    });
    expect(settled.bodyText).toContain('Your account is fully paid, with a credit of $9.60 in your favour.');
  });

  it('tells a refund with its amount, reason and class', async () => {
    const [, make] = everyMessage.find(([name]) => name === 'refund')!;
    const mail = await make();
    expect(mail.subject).toBe('Refund issued: $20.00');
    expect(mail.bodyText).toContain('Amount: $20.00');
    expect(mail.bodyText).toContain('Reason: Studio closed');
    expect(mail.bodyText).toContain('Class: Yoga Flow on Mar 09, 2026, 7:30 PM - 8:30 PM at Studio A');
  });
});

describe('in French (issue 33)', () => {
  it("writes to a student in their language, else in the studio's", () => {
    expect(recipientLocale({ language: 'fr-CA' }, 'en-CA')).toBe('fr-CA');
    expect(recipientLocale({ language: null }, 'fr-CA')).toBe('fr-CA');
    expect(recipientLocale(null, 'en-CA')).toBe('en-CA');
  });

  it('renders a booking confirmation with French sentences, dates, times and amounts', async () => {
    const mail = await renderBookingConfirmation({
      studio,
      locale: 'fr-CA',
      name: 'Maya',
      class: yoga,
      priceCents: 123450,
      paidWithCredits: false,
      cancellationDeadlineHours: 24,
    });
    expect(mail.subject).toBe('Réservation confirmée\u00a0: Yoga Flow le 9 mars 2026');
    expect(mail.bodyText).toContain('Bonjour Maya,');
    expect(mail.bodyText).toContain('Votre réservation est confirmée. Au plaisir de vous voir en cours!');
    expect(mail.bodyText).toContain('9 mars 2026');
    expect(mail.bodyText).toContain('19 h 30 - 20 h 30');
    expect(mail.bodyText).toMatch(/Prix\s:\s1\s234,50\s\$/);
    expect(mail.bodyText).toContain('au moins 24 heures avant le début du cours');
    expect(mail.bodyText).not.toContain('Hello');
    expect(mail.bodyHtml).toContain('lang="fr-CA"');
  });

  it('says the same e-mail in English to an English reader, unchanged', async () => {
    const props = {
      studio,
      name: 'Maya',
      class: yoga,
      priceCents: 2000,
      paidWithCredits: false,
      cancellationDeadlineHours: 24,
    };
    const english = await renderBookingConfirmation({ ...props, locale: 'en-CA' });
    const french = await renderBookingConfirmation({ ...props, locale: 'fr-CA' });
    expect(english.subject).toBe('Booking confirmed: Yoga Flow on Mar 09, 2026');
    expect(english.bodyHtml).toContain('lang="en"');
    expect(french.bodyText).not.toBe(english.bodyText);
  });
});
