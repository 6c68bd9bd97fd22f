import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { Facts, Greeting, Layout, P } from './Layout';
import { ReminderUnsubscribe } from './ReminderUnsubscribe';
import type { EmailStudio } from './studio';

export interface PaymentDueReminderProps {
  studio: EmailStudio;
  name: string;
  invoiceNumber: string;
  /** "November 2026" */
  billingPeriod: string;
  amountDueCents: number;
  dueDate: string;
  unsubscribeUrl: string;
}

/** The "due soon" reminder, before the due date (the overdue notices come after it). */
export function PaymentDueReminder({
  studio,
  name,
  invoiceNumber,
  billingPeriod,
  amountDueCents,
  dueDate,
  unsubscribeUrl,
}: PaymentDueReminderProps) {
  const amount = formatMoney(amountDueCents, studio.currency);
  const due = formatDate(dueDate);
  return (
    <Layout studio={studio} preview={`${amount} is due on ${due}`}>
      <Greeting name={name} />
      <P>
        A friendly reminder that your {billingPeriod} bill from {studio.businessName} is due on {due}. If you
        have already paid, thank you, and please ignore this message.
      </P>
      <Facts
        rows={[
          ['Invoice', invoiceNumber],
          ['Amount due', amount],
          ['Due date', due],
        ]}
      />
      <P>How to pay: {studio.howToPay}</P>
      <P>If you have any questions about this amount, just reply to this e-mail.</P>
      <ReminderUnsubscribe unsubscribeUrl={unsubscribeUrl} />
    </Layout>
  );
}
