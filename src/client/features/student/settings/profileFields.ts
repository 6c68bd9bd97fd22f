import { t } from '@lingui/core/macro';
import {
  type TStudentProfile,
  type TStudentProfileUpdate,
  ZStudentProfileUpdate,
} from '../../../../shared/schemas/students';
import { tr } from '../../../i18n/tr';

/** The fields a student edits one at a time (the primary e-mail is not one of them). */
export type ProfileFieldKey =
  | 'name'
  | 'preferredName'
  | 'phone'
  | 'birthday'
  | 'paymentEmail'
  | 'notificationEmail'
  | 'emergencyContact'
  | 'medicalNotes';

/** The update for one field: the id and that field only (spec 01 §7, PUT /api/students/{id}). */
export const fieldUpdate = (id: number, field: ProfileFieldKey, value: string): TStudentProfileUpdate =>
  ({ id, [field]: value }) as TStudentProfileUpdate;

/** The shared schema's message for a bad value ("Invalid payment email", "Name is required"), or null. */
export function fieldProblem(id: number, field: ProfileFieldKey, value: string): string | null {
  const result = ZStudentProfileUpdate.safeParse(fieldUpdate(id, field, value));
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return message ? tr(message) : t`Invalid value`;
}

export const storedValue = (profile: TStudentProfile, field: ProfileFieldKey): string => profile[field] ?? '';
