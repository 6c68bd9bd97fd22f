/**
 * The three templates "Add Default Templates" creates (spec 03 §7: welcome, cancellation, billing).
 * None asks for a password: passwords are never e-mailed (docs/decisions/004-email-placeholders.md).
 */
import type { TEmailTemplateInput } from './schemas/email';

export const DEFAULT_EMAIL_TEMPLATES: readonly TEmailTemplateInput[] = [
  {
    name: 'Welcome Email',
    category: 'welcome',
    description: 'Greets a new student',
    subject: 'Welcome to {{businessName}}!',
    body: [
      'Hi {{studentName}},',
      '',
      'Welcome to {{businessName}}! We are glad to have you with us.',
      '',
      'You can book classes, see your schedule and check your payments on your dashboard. If you have any questions, just reply to this e-mail.',
      '',
      'See you in class,',
      '{{businessName}}',
    ].join('\n'),
    placeholders: ['studentName', 'businessName'],
    isActive: true,
  },
  {
    name: 'Class Cancellation',
    category: 'class',
    description: 'Tells a student that a class was cancelled and credit was added',
    subject: 'Class cancelled: {{className}} on {{date}}',
    body: [
      'Hi {{studentName}},',
      '',
      'We are sorry: {{className}} on {{date}} at {{classTime}} has been cancelled.',
      '',
      'Your available class credit is now {{credits}}; it will be used for your next booking.',
      '',
      'We apologise for the inconvenience.',
      '{{businessName}}',
    ].join('\n'),
    placeholders: ['studentName', 'className', 'date', 'classTime', 'credits', 'businessName'],
    isActive: true,
  },
  {
    name: 'Payment Reminder',
    category: 'payment',
    description: 'Reminds a student of an amount due',
    subject: 'Payment reminder from {{businessName}}',
    body: [
      'Hi {{studentName}},',
      '',
      'This is a friendly reminder that a payment of {{amount}} is due on {{dueDate}}.',
      '',
      'If you have already paid, thank you, and please ignore this message.',
      '',
      '{{businessName}}',
    ].join('\n'),
    placeholders: ['studentName', 'amount', 'dueDate', 'businessName'],
    isActive: true,
  },
];
