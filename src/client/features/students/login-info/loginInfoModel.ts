import { countOf } from '../../../../shared/counts';
import {
  STUDENT_MESSAGES,
  type TLoginInfo,
  type TTemporaryPasswordInput,
} from '../../../../shared/schemas/students';
import { formatStudioDate } from '../../../lib/studioClock';

export interface LoginFact {
  label: string;
  value: string;
}

const when = (iso: string | null, none: string) => formatStudioDate(iso, { withTime: true, missing: none });

export function passwordStateText(row: Pick<TLoginInfo, 'hasPassword' | 'passwordIsTemporary'>): string {
  if (!row.hasPassword) return 'Not set';
  return row.passwordIsTemporary ? 'Temporary (not yet changed by the student)' : 'Set';
}

export const sessionsText = (n: number): string => (n === 0 ? 'None' : countOf(n, 'signed-in session'));

/** What Login Info says of a student's sign-in (design §4: never the password itself). */
export function loginFacts(row: TLoginInfo): LoginFact[] {
  return [
    { label: 'Password', value: passwordStateText(row) },
    {
      label: 'Last changed',
      value: row.hasPassword ? when(row.passwordChangedAt, 'Not recorded') : '—',
    },
    { label: 'Last sign-in', value: when(row.lastSignInAt, 'Never') },
    { label: 'Google', value: row.googleLinked ? 'Linked' : 'Not linked' },
    { label: 'Active sessions', value: sessionsText(row.activeSessions) },
  ];
}

export const needsPasswordText = (row: Pick<TLoginInfo, 'hasPassword'>): string | null =>
  row.hasPassword ? null : STUDENT_MESSAGES.noPassword;

/** "12 more — refine the search" when the server listed only the first rows; null when all are shown. */
export function moreText(total: number, shown: number): string | null {
  return total > shown ? `${(total - shown).toLocaleString()} more — refine the search` : null;
}

export const matchesText = (total: number): string => countOf(total, 'student');

export type Delivery = TTemporaryPasswordInput['delivery'];

export interface DeliveryOption {
  value: Delivery;
  label: string;
  detail: string;
}

export function deliveryOptions(email: string): DeliveryOption[] {
  return [
    {
      value: 'show',
      label: 'Show it once here',
      detail: 'You see it once, to give the student yourself. It cannot be shown again.',
    },
    {
      value: 'email',
      label: 'E-mail it to the student',
      detail: `Sent to ${email}. You do not see it.`,
    },
    {
      value: 'both',
      label: 'Both',
      detail: `Shown once here and sent to ${email}.`,
    },
  ];
}
