import { StudentPicker } from '../../students/StudentPicker';

export const ALL_STUDENTS = 'All students';

/** The Student filter: one student, or none for "All students" (cleared with the cross). */
export function LedgerStudentFilter({
  studentId,
  onChange,
}: {
  studentId: number | null;
  onChange: (studentId: number | null) => void;
}) {
  return (
    <StudentPicker
      studentId={studentId}
      onChange={onChange}
      placeholder={ALL_STUDENTS}
      clearText="Show all students"
    />
  );
}
