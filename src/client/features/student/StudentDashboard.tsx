import { Box, Container, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import type { TSessionStudent } from '../../../shared/schemas/auth';
import { DashboardHeader } from './DashboardHeader';
import { ProfileSummary } from './ProfileSummary';

const TABS = ['My Classes', 'Enroll in Classes', 'Payments', 'Settings'] as const;

/**
 * The student dashboard: header and the four tabs. The classes, enrolment and payment panels are
 * filled by the bookings issue; Settings shows the signed-in profile.
 */
export function StudentDashboard({ student }: { student: TSessionStudent }) {
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <DashboardHeader student={student} />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: number) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Dashboard sections"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
        {TABS[tab] === 'Settings' && <ProfileSummary student={student} />}
      </Container>
    </Box>
  );
}
