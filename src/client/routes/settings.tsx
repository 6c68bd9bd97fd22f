import { createFileRoute } from '@tanstack/react-router';
import { StudentOnly } from '../features/common/guards';
import { SettingsPage } from '../features/student/SettingsPage';

export const Route = createFileRoute('/settings')({
  component: () => (
    <StudentOnly deniedTitle="Access Denied">{(student) => <SettingsPage student={student} />}</StudentOnly>
  ),
});
