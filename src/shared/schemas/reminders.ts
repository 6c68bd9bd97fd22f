/** The student's reminder preference (issue 14 §4): one switch for class and "due soon" payment reminders. */
import { en } from '../i18n/msg';
export const REMINDER_MESSAGES = {
  invalidLink: en('This unsubscribe link is not valid. You can turn reminders off in Settings instead.'),
  studentGone: en('This unsubscribe link belongs to an account that no longer exists.'),
  /** RFC 8058: a one-click POST must say so in its body. */
  oneClickBody: en('A one-click unsubscribe must send List-Unsubscribe=One-Click'),
  unsubscribed: en('Reminder e-mails are off'),
  unsubscribedDetail: en(
    'You will no longer get class reminders or payment due reminders by e-mail. Bills, receipts and booking e-mails still come.',
  ),
  howToResubscribe: en('To turn them back on, sign in and open Settings, then switch on "Reminder e-mails".'),
  settingLabel: en('Reminder e-mails'),
  settingHelp: en(
    'Class reminders before the classes you booked, and a reminder before a bill is due. Booking confirmations, bills and receipts always come.',
  ),
  turnedOn: en('Reminder e-mails are on'),
  turnedOff: en('Reminder e-mails are off'),
  adminOff: en('Reminder e-mails off'),
} as const;
