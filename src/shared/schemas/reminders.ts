/** The student's reminder preference (issue 14 §4): one switch for class and "due soon" payment reminders. */
export const REMINDER_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid. You can turn reminders off in Settings instead.',
  studentGone: 'This unsubscribe link belongs to an account that no longer exists.',
  /** RFC 8058: a one-click POST must say so in its body. */
  oneClickBody: 'A one-click unsubscribe must send List-Unsubscribe=One-Click',
  unsubscribed: 'Reminder e-mails are off',
  unsubscribedDetail:
    'You will no longer get class reminders or payment due reminders by e-mail. Bills, receipts and booking e-mails still come.',
  howToResubscribe: 'To turn them back on, sign in and open Settings, then switch on "Reminder e-mails".',
  settingLabel: 'Reminder e-mails',
  settingHelp:
    'Class reminders before the classes you booked, and a reminder before a bill is due. Booking confirmations, bills and receipts always come.',
  turnedOn: 'Reminder e-mails are on',
  turnedOff: 'Reminder e-mails are off',
  adminOff: 'Reminder e-mails off',
} as const;
