/**
 * The templates "Add Default Templates" creates (spec 03 §7: welcome, cancellation, billing), in each
 * language the app speaks (issue 33): the three in English, then the same three in Quebec French. They
 * are the studio's own texts once created (stored, editable), so they are written here, not translated.
 * None asks for a password: passwords are never e-mailed (docs/decisions/004-email-placeholders.md).
 */
import type { Locale } from './i18n/locales';
import type { TEmailTemplateInput } from './schemas/email';

type DefaultTemplate = TEmailTemplateInput & { language: Locale };

/** Non-breaking space, before a colon in French. */
const NBSP = '\u00a0';

const ENGLISH_DEFAULTS: readonly DefaultTemplate[] = [
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
    language: 'en-CA',
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
    language: 'en-CA',
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
    language: 'en-CA',
  },
];

const FRENCH_DEFAULTS: readonly DefaultTemplate[] = [
  {
    name: 'Courriel de bienvenue',
    category: 'welcome',
    description: 'Accueille un nouvel élève',
    subject: 'Bienvenue chez {{businessName}}!',
    body: [
      'Bonjour {{studentName}},',
      '',
      'Bienvenue chez {{businessName}}! Nous sommes heureux de vous compter parmi nous.',
      '',
      'Dans votre tableau de bord, vous pouvez réserver des cours, consulter votre horaire et suivre vos paiements. Si vous avez des questions, il suffit de répondre à ce courriel.',
      '',
      'Au plaisir de vous voir en cours,',
      '{{businessName}}',
    ].join('\n'),
    placeholders: ['studentName', 'businessName'],
    isActive: true,
    language: 'fr-CA',
  },
  {
    name: 'Annulation de cours',
    category: 'class',
    description: "Informe un élève qu'un cours a été annulé et qu'un crédit a été ajouté",
    subject: `Cours annulé${NBSP}: {{className}} le {{date}}`,
    body: [
      'Bonjour {{studentName}},',
      '',
      `Nous sommes désolés${NBSP}: le cours {{className}} du {{date}} à {{classTime}} a été annulé.`,
      '',
      'Votre crédit de cours disponible est maintenant de {{credits}}; il sera utilisé pour votre prochaine réservation.',
      '',
      'Nous nous excusons de ce contretemps.',
      '{{businessName}}',
    ].join('\n'),
    placeholders: ['studentName', 'className', 'date', 'classTime', 'credits', 'businessName'],
    isActive: true,
    language: 'fr-CA',
  },
  {
    name: 'Rappel de paiement',
    category: 'payment',
    description: 'Rappelle à un élève un montant à payer',
    subject: 'Rappel de paiement de {{businessName}}',
    body: [
      'Bonjour {{studentName}},',
      '',
      `Petit rappel amical${NBSP}: un paiement de {{amount}} est dû le {{dueDate}}.`,
      '',
      'Si vous avez déjà payé, merci et ne tenez pas compte de ce message.',
      '',
      '{{businessName}}',
    ].join('\n'),
    placeholders: ['studentName', 'amount', 'dueDate', 'businessName'],
    isActive: true,
    language: 'fr-CA',
  },
];

/** Every default, English first: "Add Default Templates" creates them all. */
export const DEFAULT_EMAIL_TEMPLATES: readonly DefaultTemplate[] = [...ENGLISH_DEFAULTS, ...FRENCH_DEFAULTS];

/** The defaults in one language. */
export const defaultTemplatesIn = (language: Locale): readonly DefaultTemplate[] =>
  DEFAULT_EMAIL_TEMPLATES.filter((t) => t.language === language);
