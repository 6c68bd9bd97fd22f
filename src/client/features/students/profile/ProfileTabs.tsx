import { useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { SectionTabs } from '../../common/SectionTabs';
import { useDeliveryFollower } from '../../emails/useDeliveryFollower';
import { StudentPassesPanel } from '../../products/StudentPassesPanel';
import { ClassesTab } from './ClassesTab';
import { CreditsTab } from './CreditsTab';
import { EmailsTab } from './EmailsTab';
import { NotesTab } from './NotesTab';
import { PaymentsTab } from './PaymentsTab';

type TabId = 'classes' | 'payments' | 'credits' | 'passes' | 'emails' | 'notes';

const ID_PREFIX = 'student-profile';

/** Classes, Payments, Credits, Passes, Emails and Notes of one student. */
export function ProfileTabs({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const tabs = useMemo(
    (): readonly { id: TabId; label: string }[] => [
      { id: 'classes', label: t`Classes` },
      { id: 'payments', label: t`Payments` },
      { id: 'credits', label: t`Credits` },
      { id: 'passes', label: t`Passes` },
      { id: 'emails', label: t`Emails` },
      { id: 'notes', label: t`Notes` },
    ],
    [t],
  );
  const [tab, setTab] = useState<TabId>('classes');
  const follower = useDeliveryFollower();
  return (
    <Box>
      <SectionTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label={t`Student profile`}
        idPrefix={ID_PREFIX}
      />
      <Box role="tabpanel" id={`${ID_PREFIX}-panel-${tab}`} aria-labelledby={`${ID_PREFIX}-tab-${tab}`}>
        {tab === 'classes' && <ClassesTab studentId={studentId} />}
        {tab === 'payments' && <PaymentsTab studentId={studentId} />}
        {tab === 'credits' && <CreditsTab studentId={studentId} />}
        {tab === 'passes' && <StudentPassesPanel studentId={studentId} />}
        {tab === 'emails' && <EmailsTab studentId={studentId} follower={follower} />}
        {tab === 'notes' && <NotesTab studentId={studentId} />}
      </Box>
    </Box>
  );
}
