import type { LegalDocument } from './LegalPage';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'November 22, 2026',
  intro:
    'This policy explains what personal information the studio collects through its booking service, why, and the choices you have.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'Account details you give us: name, preferred name, e-mail addresses, phone number, birthday, emergency contact and any medical notes you choose to share. Booking, credit and payment records. Technical data needed to keep you signed in, such as a session cookie.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'To run your account, take and cancel bookings, bill you and record payments, send you class and billing e-mails, and keep classes safe (for example, knowing about an injury).',
      ],
    },
    {
      heading: 'Information Sharing',
      paragraphs: [
        'We do not sell your information. We share it only with service providers that help us run the studio (such as e-mail delivery and payment processing), when the law requires it, or with your consent.',
      ],
    },
    {
      heading: 'Google Sign-In',
      paragraphs: [
        'If you choose "Continue with Google", Google tells us your name, e-mail address and a Google account identifier. We use them only to sign you in and do not receive your Google password.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes, sessions use secure cookies, and access to personal information is limited to the studio’s administrators.',
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        'We keep account information while your account is open. Financial records are kept as long as Canadian tax law requires; other information is deleted or anonymised when no longer needed.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'You may ask to see, correct or delete your personal information, and withdraw consent to optional uses, by contacting the studio. Most details can be corrected yourself in Settings.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use only the cookies needed to keep you signed in and to protect sign-in with Google. We do not use advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Children Under 13',
      paragraphs: [
        'The service is not directed at children under 13, and we do not knowingly collect their information. A parent or guardian should create and manage the account for a child’s classes.',
      ],
    },
    {
      heading: 'Operation in Canada',
      paragraphs: [
        'The studio operates in Canada and handles personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial law.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: ['We will post any change to this policy here with its date.'],
    },
    {
      heading: 'Contact Us',
      paragraphs: ['For privacy questions or requests, contact the studio by e-mail or at the front desk.'],
    },
  ],
};
