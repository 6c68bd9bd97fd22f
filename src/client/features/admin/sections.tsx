import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import ScheduleSection from '../classes/calendar/ScheduleSection';
import type { AdminSectionId } from './adminSections';

// The bookings grid (MUI X DataGrid) and the Settings screen load only when their section is opened,
// so students never download them.
const BookingManagement = lazy(() => import('../bookings/BookingManagement'));
const SettingsScreen = lazy(() => import('../settings/SettingsScreen'));
const EmailCenter = lazy(() => import('../email/EmailCenter'));

function SectionFallback({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function BookingsSection() {
  return (
    <Suspense fallback={<SectionFallback label="Loading bookings" />}>
      <BookingManagement />
    </Suspense>
  );
}

function EmailSection() {
  return (
    <Suspense fallback={<SectionFallback label="Loading email" />}>
      <EmailCenter />
    </Suspense>
  );
}

function SettingsSection() {
  return (
    <Suspense fallback={<SectionFallback label="Loading settings" />}>
      <SettingsScreen />
    </Suspense>
  );
}

const QUICK_ACTIONS = [
  { to: '/create-class-type', label: 'Class Type' },
  { to: '/create-class-schedule', label: 'Schedule Recurring Classes' },
  { to: '/create-single-class', label: 'Single Session' },
  { to: '/payment-ledger', label: 'Payment Ledger' },
] as const;

function DashboardSection() {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Quick Actions
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {QUICK_ACTIONS.map((a) => (
            <Button key={a.to} variant="outlined" component={Link} to={a.to}>
              {a.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * What each section renders below its heading. Sections without an entry are built by later issues
 * (students, classes, bookings, money, e-mail, settings) and plug in here.
 */
export const SECTION_CONTENT: Partial<Record<AdminSectionId, () => ReactNode>> = {
  dashboard: DashboardSection,
  schedule: ScheduleSection,
  bookings: BookingsSection,
  email: EmailSection,
  settings: SettingsSection,
};
