import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StudentOnly } from '../features/common/guards';
import { SettingsPage } from '../features/student/SettingsPage';

function SettingsRoute() {
  const { t } = useLingui();
  return (
    <StudentOnly deniedTitle={t`Access Denied`}>
      {(student) => <SettingsPage student={student} />}
    </StudentOnly>
  );
}

export const Route = createFileRoute('/settings')({ component: SettingsRoute });
