/**
 * The system e-mails, rendered on the server: each function returns the subject and both bodies for
 * one recipient. React escapes every value from settings and users in the HTML; the text body is made
 * from that HTML (one render per message). Secrets stay the {{secret}} marker in both bodies.
 *
 * Only the individual @react-email packages are imported: the components barrel costs ~0.5 s to load.
 */
import { render, toPlainText } from '@react-email/render';
import { createElement, type FunctionComponent } from 'react';
import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translate } from '../../i18n/translate';
import { BookingCancelled, type BookingCancelledProps } from './BookingCancelled';
import { BookingConfirmation, type BookingConfirmationProps } from './BookingConfirmation';
import { ClassCancelled, type ClassCancelledProps } from './ClassCancelled';
import { ClassNotification, type ClassNotificationProps } from './ClassNotification';
import { Invoice, type InvoiceProps } from './Invoice';
import { LoginInvitation, type LoginInvitationProps } from './LoginInvitation';
import { MembershipRenewed, type MembershipRenewedProps } from './MembershipRenewed';
import { PassExpiring, type PassExpiringProps } from './PassExpiring';
import { PasswordReset, type PasswordResetProps } from './PasswordReset';
import { PaymentReceived, type PaymentReceivedProps } from './PaymentReceived';
import { PaymentReminder, type PaymentReminderProps } from './PaymentReminder';
import { PurchaseConfirmation, type PurchaseConfirmationProps } from './PurchaseConfirmation';
import { RefundNotification, type RefundNotificationProps } from './RefundNotification';
import { classLabelOf, type EmailStudio } from './studio';
import { WaitlistNotice, type WaitlistNoticeProps } from './WaitlistNotice';
import { Welcome, type WelcomeProps } from './Welcome';

export { recipientLocale } from '../locale';
export type { InvoiceLine, InvoiceTaxLine } from './Invoice';
export type { ReminderType } from './PaymentReminder';
export type { EmailClass, EmailStudio } from './studio';
export { emailStudioOf, howToPayFor, howToPayLine, loadEmailStudio } from './studio';

export interface RenderedEmail {
  subject: string;
  bodyText: string;
  bodyHtml: string;
}

// Headings keep their case in the text version (html-to-text shouts them by default).
const TEXT_OPTIONS: Parameters<typeof toPlainText>[1] = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({
    selector,
    options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 2 },
  })),
};

/** The HTML and plain-text bodies of one message. */
export async function renderBodies<P extends object>(
  component: FunctionComponent<P>,
  props: P,
): Promise<{ bodyHtml: string; bodyText: string }> {
  const bodyHtml = await render(createElement(component, props));
  const bodyText = `${toPlainText(bodyHtml, TEXT_OPTIONS).trim()}\n`;
  return { bodyHtml, bodyText };
}

const withSubject = async <P extends object>(
  subject: string,
  component: FunctionComponent<P>,
  props: P,
): Promise<RenderedEmail> => ({ subject, ...(await renderBodies(component, props)) });

/** Welcome with the temporary password as {{secret}} and a sign-in link. */
export const renderWelcome = (props: WelcomeProps) =>
  withSubject(
    translate(
      props.locale,
      props.reissued ? msg('Your new temporary password') : msg('Your studio account is ready'),
    ),
    Welcome,
    props,
  );

/** Password reset: the link (valid one hour, once) is {{secret}}. */
export const renderPasswordReset = (props: PasswordResetProps) =>
  withSubject(translate(props.locale, msg('Reset your password')), PasswordReset, props);

export const renderLoginInvitation = renderedPerName((props: LoginInvitationProps) =>
  withSubject(
    translate(
      props.locale,
      msg('Your {businessName} account: choose your password', { businessName: props.studio.businessName }),
    ),
    LoginInvitation,
    props,
  ),
);

const renderConfirmationNow = (props: BookingConfirmationProps) => {
  const classLabel = classLabelOf(props.class, props.locale);
  return withSubject(
    translate(
      props.locale,
      props.fromWaitlist
        ? msg("You're off the waitlist: {classLabel}", { classLabel })
        : msg('Booking confirmed: {classLabel}', { classLabel }),
    ),
    BookingConfirmation,
    props,
  );
};

/**
 * Messages many students get alike but for the name in their greeting (a class's confirmations, an
 * import's login invitations): a render costs milliseconds of CPU, so each is rendered once with a slot
 * for the name, which is then filled in. Only for names that read the same in both bodies without
 * escaping and fit the greeting's line (else the text body would wrap); others, like "O'Brien" or
 * "A & B", are rendered whole. The subject must not hold the name.
 */
const NAME_SLOT = 'Zq9NameSlot9qZ';
const SLOTTABLE_NAME = /^[\p{L}\p{M}\p{N}.,’-]+( [\p{L}\p{M}\p{N}.,’-]+)*$/u;
const MAX_SLOTTED_NAME = 60;
const SHARED_MESSAGES_KEPT = 500;

function renderedPerName<P extends { name: string }>(
  render: (props: P) => Promise<RenderedEmail>,
): (props: P) => Promise<RenderedEmail> {
  const shared = new Map<string, Promise<RenderedEmail>>();
  return async (props) => {
    if (props.name.length > MAX_SLOTTED_NAME || !SLOTTABLE_NAME.test(props.name)) return render(props);
    const key = JSON.stringify({ ...props, name: '' });
    let message = shared.get(key);
    if (!message) {
      message = render({ ...props, name: NAME_SLOT });
      shared.set(key, message);
      message.catch(() => shared.delete(key));
      if (shared.size > SHARED_MESSAGES_KEPT) shared.delete(shared.keys().next().value!);
    }
    const done = await message;
    const fill = (body: string) => body.split(NAME_SLOT).join(props.name);
    return { subject: done.subject, bodyText: fill(done.bodyText), bodyHtml: fill(done.bodyHtml) };
  };
}

export const renderBookingConfirmation = renderedPerName(renderConfirmationNow);

export const renderWaitlistNotice = (props: WaitlistNoticeProps) =>
  withSubject(
    translate(
      props.locale,
      msg('Waitlist update: {classLabel}', { classLabel: classLabelOf(props.class, props.locale) }),
    ),
    WaitlistNotice,
    props,
  );

export const renderPurchaseConfirmation = (props: PurchaseConfirmationProps) =>
  withSubject(
    translate(
      props.locale,
      props.kind === 'pack'
        ? msg('Your class pack: {product}', { product: props.product })
        : msg('Your membership: {product}', { product: props.product }),
    ),
    PurchaseConfirmation,
    props,
  );

export const renderMembershipRenewed = (props: MembershipRenewedProps) =>
  withSubject(
    translate(props.locale, msg('{membership} renewed', { membership: props.membership })),
    MembershipRenewed,
    props,
  );

export const renderPassExpiring = (props: PassExpiringProps) =>
  withSubject(translate(props.locale, msg('{pass} expires soon', { pass: props.pass })), PassExpiring, props);

export const renderBookingCancelled = (props: BookingCancelledProps) =>
  withSubject(
    translate(
      props.locale,
      msg('Booking cancelled: {classLabel}', { classLabel: classLabelOf(props.class, props.locale) }),
    ),
    BookingCancelled,
    props,
  );

export const renderClassCancelled = (props: ClassCancelledProps) =>
  withSubject(
    translate(
      props.locale,
      msg('Class cancelled: {classLabel}', { classLabel: classLabelOf(props.class, props.locale) }),
    ),
    ClassCancelled,
    props,
  );

/** The administrator's subject is the e-mail's subject. */
export const renderClassNotification = (props: ClassNotificationProps) =>
  withSubject(props.subject, ClassNotification, props);

/** An amount in the reader's language and the studio's currency. */
const moneyIn = (props: { studio: EmailStudio; locale: Locale }, cents: number) =>
  formatMoney(cents, { currency: props.studio.currency, locale: props.locale });

export const renderInvoice = (props: InvoiceProps) =>
  withSubject(
    translate(
      props.locale,
      msg('Invoice {invoiceNumber} from {businessName}: {amount} due {dueDate}', {
        invoiceNumber: props.invoiceNumber,
        businessName: props.studio.businessName,
        amount: moneyIn(props, props.amountDueCents),
        dueDate: formatDate(props.dueDate, props.locale),
      }),
    ),
    Invoice,
    props,
  );

function reminderSubject(props: PaymentReminderProps): Described {
  const amount = moneyIn(props, props.amountDueCents);
  const invoiceNumber = props.invoiceNumber;
  switch (props.reminderType) {
    case 'first_reminder':
      return invoiceNumber
        ? msg('Payment reminder: {amount} (invoice {invoiceNumber})', { amount, invoiceNumber })
        : msg('Payment reminder: {amount}', { amount });
    case 'second_reminder':
      return invoiceNumber
        ? msg('Second reminder: payment overdue: {amount} (invoice {invoiceNumber})', {
            amount,
            invoiceNumber,
          })
        : msg('Second reminder: payment overdue: {amount}', { amount });
    case 'final_notice':
      return invoiceNumber
        ? msg('FINAL NOTICE: payment overdue: {amount} (invoice {invoiceNumber})', { amount, invoiceNumber })
        : msg('FINAL NOTICE: payment overdue: {amount}', { amount });
  }
}

export const renderPaymentReminder = (props: PaymentReminderProps) =>
  withSubject(translate(props.locale, reminderSubject(props)), PaymentReminder, props);

export const renderPaymentReceived = (props: PaymentReceivedProps) =>
  withSubject(
    translate(props.locale, msg('Payment received: {amount}', { amount: moneyIn(props, props.amountCents) })),
    PaymentReceived,
    props,
  );

export const renderRefundNotification = (props: RefundNotificationProps) =>
  withSubject(
    translate(props.locale, msg('Refund issued: {amount}', { amount: moneyIn(props, props.amountCents) })),
    RefundNotification,
    props,
  );

export { paymentMethodLabel } from '../../../shared/payment-methods';
