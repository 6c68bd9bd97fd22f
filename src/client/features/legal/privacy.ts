import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './LegalPage';

export const PRIVACY_POLICY: LegalDocument = {
  title: msg`Privacy Policy`,
  updated: msg`November 22, 2026`,
  intro: msg`This policy explains what personal information the studio collects through its booking service, why, and the choices you have.`,
  sections: [
    {
      heading: msg`Information We Collect`,
      paragraphs: [
        msg`Account details you give us: name, preferred name, e-mail addresses, phone number, birthday, emergency contact and any medical notes you choose to share. Booking, credit and payment records. Technical data needed to keep you signed in, such as a session cookie.`,
      ],
    },
    {
      heading: msg`How We Use Information`,
      paragraphs: [
        msg`To run your account, take and cancel bookings, bill you and record payments, send you class and billing e-mails, and keep classes safe (for example, knowing about an injury).`,
      ],
    },
    {
      heading: msg`Information Sharing`,
      paragraphs: [
        msg`We do not sell your information. We share it only with service providers that help us run the studio (such as e-mail delivery and payment processing), when the law requires it, or with your consent.`,
      ],
    },
    {
      heading: msg`Google Sign-In`,
      paragraphs: [
        msg`If you choose "Continue with Google", Google tells us your name, e-mail address and a Google account identifier. We use them only to sign you in and do not receive your Google password.`,
      ],
    },
    {
      heading: msg`Data Security`,
      paragraphs: [
        msg`Passwords are stored only as strong one-way hashes, sessions use secure cookies, and access to personal information is limited to the studio’s administrators.`,
      ],
    },
    {
      heading: msg`Data Retention`,
      paragraphs: [
        msg`We keep account information while your account is open. Financial records are kept as long as Canadian tax law requires; other information is deleted or anonymised when no longer needed.`,
      ],
    },
    {
      heading: msg`Your Rights`,
      paragraphs: [
        msg`You may ask to see, correct or delete your personal information, and withdraw consent to optional uses, by contacting the studio. Most details can be corrected yourself in Settings.`,
      ],
    },
    {
      heading: msg`Cookies`,
      paragraphs: [
        msg`We use only the cookies needed to keep you signed in and to protect sign-in with Google. We do not use advertising or tracking cookies.`,
      ],
    },
    {
      heading: msg`Children Under 13`,
      paragraphs: [
        msg`The service is not directed at children under 13, and we do not knowingly collect their information. A parent or guardian should create and manage the account for a child’s classes.`,
      ],
    },
    {
      heading: msg`Operation in Canada`,
      paragraphs: [
        msg`The studio operates in Canada and handles personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial law.`,
      ],
    },
    {
      heading: msg`Changes to This Policy`,
      paragraphs: [msg`We will post any change to this policy here with its date.`],
    },
    {
      heading: msg`Contact Us`,
      paragraphs: [
        msg`For privacy questions or requests, contact the studio by e-mail or at the front desk.`,
      ],
    },
  ],
};
