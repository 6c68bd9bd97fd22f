import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Container, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { PENDING_ACCOUNT_MESSAGE } from '../../../shared/account-status-messages';
import type { TSessionStudent } from '../../../shared/schemas/auth';
import { withArea } from '../../i18n/language';
import { tr } from '../../i18n/tr';
import { AddToCalendarButton } from '../calendar-feeds/AddToCalendarButton';
import { LoadingPanel } from '../common/LoadingPanel';
import { DashboardHeader } from './DashboardHeader';
import { MyClassesTab } from './myClasses/MyClassesTab';
import { ProfileGate } from './ProfileGate';
import type { CardReturn } from './payments/PaymentsTab';
import { StatCards } from './stats/StatCards';

// The tabs a student opens after the first paint download when first opened (the first-load budget).
const EnrollTab = lazy(
  withArea('account', () => import('./enroll/EnrollTab').then((m) => ({ default: m.EnrollTab }))),
);
const PaymentsTab = lazy(
  withArea('account', () => import('./payments/PaymentsTab').then((m) => ({ default: m.PaymentsTab }))),
);
const StudentSettingsPanels = lazy(
  withArea('account', () =>
    import('./settings/StudentSettingsPanels').then((m) => ({ default: m.StudentSettingsPanels })),
  ),
);

const TABS = ['My Classes', 'Enroll in Classes', 'Payments', 'Settings'] as const;
type TabName = (typeof TABS)[number];

const TAB_LABELS = {
  'My Classes': msg`My Classes`,
  'Enroll in Classes': msg`Enroll in Classes`,
  Payments: msg`Payments`,
  Settings: msg`Settings`,
} as const satisfies Record<TabName, unknown>;

const tabId = (name: TabName) => `dashboard-tab-${TABS.indexOf(name)}`;
const panelId = (name: TabName) => `dashboard-panel-${TABS.indexOf(name)}`;

/**
 * The student dashboard (spec 01 §2): header, the three stat cards and the four tabs; a pending account
 * is told so first, in the words its booking would be refused with.
 */
export function StudentDashboard({
  student,
  cardReturn,
}: {
  student: TSessionStudent;
  /** Back from Stripe Checkout: the Payments tab opens on that payment's state. */
  cardReturn?: CardReturn;
}) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<TabName>(cardReturn ? 'Payments' : 'My Classes');
  const tabLabel = i18n._(TAB_LABELS[tab]);
  return (
    <ProfileGate studentId={student.id}>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <DashboardHeader student={student} />
        <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 2, sm: 3 } }}>
          {student.status === 'pending' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {tr(PENDING_ACCOUNT_MESSAGE)}
            </Alert>
          )}
          <StatCards studentId={student.id} />
          <AddToCalendarButton />
          <Tabs
            value={tab}
            onChange={(_e, v: TabName) => setTab(v)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t`Dashboard sections`}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={i18n._(TAB_LABELS[name])}
                id={tabId(name)}
                aria-controls={panelId(name)}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'My Classes' && (
              <MyClassesTab studentId={student.id} onBrowse={() => setTab('Enroll in Classes')} />
            )}
            <Suspense fallback={<LoadingPanel label={t`Loading ${tabLabel}`} />}>
              {tab === 'Enroll in Classes' && <EnrollTab student={student} />}
              {tab === 'Payments' && <PaymentsTab studentId={student.id} cardReturn={cardReturn} />}
              {tab === 'Settings' && <StudentSettingsPanels studentId={student.id} />}
            </Suspense>
          </Box>
        </Container>
      </Box>
    </ProfileGate>
  );
}
