import { plural, t } from '@lingui/core/macro';
import {
  STUDENT_MESSAGES,
  type TLoginInfo,
  type TTemporaryPasswordInput,
} from '../../../../shared/schemas/students';
import { tr } from '../../../i18n/tr';
import { formatStudioDate } from '../../../lib/studioClock';

export interface LoginFact {
  label: string;
  value: string;
}

const when = (iso: string | null, none: string) => formatStudioDate(iso, { withTime: true, missing: none });

export function passwordStateText(row: Pick<TLoginInfo, 'hasPassword' | 'passwordIsTemporary'>): string {
  if (!row.hasPassword) return t`Not set`;
  return row.passwordIsTemporary ? t`Temporary (not yet changed by the student)` : t`Set`;
}

export const sessionsText = (n: number): string =>
  n === 0 ? t`None` : plural(n, { one: '# signed-in session', other: '# signed-in sessions' });

/** What Login Info says of a student's sign-in (design §4: never the password itself). */
export function loginFacts(row: TLoginInfo): LoginFact[] {
  return [
    { label: t`Password`, value: passwordStateText(row) },
    {
      label: t`Last changed`,
      value: row.hasPassword ? when(row.passwordChangedAt, t`Not recorded`) : '—',
    },
    { label: t`Last sign-in`, value: when(row.lastSignInAt, t`Never`) },
    { label: 'Google', value: row.googleLinked ? t`Linked` : t`Not linked` },
    { label: t`Active sessions`, value: sessionsText(row.activeSessions) },
  ];
}

export const needsPasswordText = (row: Pick<TLoginInfo, 'hasPassword'>): string | null =>
  row.hasPassword ? null : tr(STUDENT_MESSAGES.noPassword);

/** "12 more — refine the search" when the server listed only the first rows; null when all are shown. */
export function moreText(total: number, shown: number): string | null {
  const more = (total - shown).toLocaleString();
  return total > shown ? t`${more} more — refine the search` : null;
}

export const matchesText = (total: number): string =>
  plural(total, { one: '# student', other: '# students' });

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
      label: t`Show it once here`,
      detail: t`You see it once, to give the student yourself. It cannot be shown again.`,
    },
    {
      value: 'email',
      label: t`E-mail it to the student`,
      detail: t`Sent to ${email}. You do not see it.`,
    },
    {
      value: 'both',
      label: t`Both`,
      detail: t`Shown once here and sent to ${email}.`,
    },
  ];
}
