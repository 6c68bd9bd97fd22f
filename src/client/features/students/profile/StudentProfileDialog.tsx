/** Placeholder replaced by the profile dialog's helper. */
export default function StudentProfileDialog(_props: { studentId: number; onClose: () => void }) {
  return null;
}
