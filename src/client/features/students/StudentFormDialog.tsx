import type { TStudentProfile } from '../../../shared/schemas/students';

/** Placeholder replaced by the student form's helper. */
export default function StudentFormDialog(_props: {
  open: boolean;
  /** Edit this student; absent or null: add a new one. */
  studentId?: number | null;
  onClose: () => void;
  onSaved?: (student: TStudentProfile) => void;
}) {
  return null;
}
