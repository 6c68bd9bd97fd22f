import { Box } from '@mui/material';
import { useState } from 'react';
import { SectionTabs } from '../../common/SectionTabs';
import { useDeliveryFollower } from '../../emails/useDeliveryFollower';
import { StudentPassesPanel } from '../../products/StudentPassesPanel';
import { ClassesTab } from './ClassesTab';
import { CreditsTab } from './CreditsTab';
import { EmailsTab } from './EmailsTab';
import { NotesTab } from './NotesTab';
import { PaymentsTab } from './PaymentsTab';

const TABS = [
  { id: 'classes', label: 'Classes' },
  { id: 'payments', label: 'Payments' },
  { id: 'credits', label: 'Credits' },
  { id: 'passes', label: 'Passes' },
  { id: 'emails', label: 'Emails' },
  { id: 'notes', label: 'Notes' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const ID_PREFIX = 'student-profile';

/** Classes, Payments, Credits, Passes, Emails and Notes of one student. */
export function ProfileTabs({ studentId }: { studentId: number }) {
  const [tab, setTab] = useState<TabId>('classes');
  const follower = useDeliveryFollower();
  return (
    <Box>
      <SectionTabs tabs={TABS} value={tab} onChange={setTab} label="Student profile" idPrefix={ID_PREFIX} />
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
