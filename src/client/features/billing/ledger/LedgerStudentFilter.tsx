import { useLingui } from '@lingui/react/macro';
import { StudentPicker } from '../../students/StudentPicker';

/** The Student filter: one student, or none for "All students" (cleared with the cross). */
export function LedgerStudentFilter({
  studentId,
  onChange,
}: {
  studentId: number | null;
  onChange: (studentId: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <StudentPicker
      studentId={studentId}
      onChange={onChange}
      placeholder={t`All students`}
      clearText={t`Show all students`}
    />
  );
}
