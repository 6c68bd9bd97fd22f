import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Container, Typography } from '@mui/material';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { AdminHeader } from '../common/AdminHeader';
import { StudentProfileProvider } from '../students/profile/StudentProfileContext';
import { AdminLocale } from './AdminLocale';

export type AdminPageId =
  | 'classes'
  | 'create-class-type'
  | 'create-class-schedule'
  | 'create-single-class'
  | 'payment-ledger'
  | 'email-templates'
  | 'schedule'
  | 'edit-schedule';

const TITLES: Record<AdminPageId, MessageDescriptor> = {
  classes: msg`Class Management`,
  'create-class-type': msg`Create Class Type`,
  'create-class-schedule': msg`Create Class Schedule`,
  'create-single-class': msg`Create Single Class`,
  'payment-ledger': msg`Payment Ledger`,
  'email-templates': msg`Email Templates`,
  schedule: msg`Class Schedules`,
  'edit-schedule': msg`Edit Schedule`,
};

/** Each page's content, loaded when the page is opened. Pages without an entry plug in with their issue. */
const CONTENT: Partial<Record<AdminPageId, LazyExoticComponent<ComponentType>>> = {
  classes: lazy(() => import('../classes/types/ClassManagementPage')),
  'create-class-type': lazy(() => import('../classes/types/CreateClassTypeForm')),
  'create-class-schedule': lazy(() => import('../classes/schedules/CreateClassScheduleForm')),
  'create-single-class': lazy(() => import('../classes/schedules/CreateSingleClassForm')),
  schedule: lazy(() => import('../classes/schedules/SchedulesPage')),
  'edit-schedule': lazy(() => import('../classes/schedules/EditSchedulePage')),
  'email-templates': lazy(() => import('../emails/EmailTemplatesPage')),
  'payment-ledger': lazy(() => import('../billing/ledger/PaymentLedgerPage')),
};

function ContentFallback() {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t`Loading`} />
    </Box>
  );
}

/** The stand-alone admin pages (spec 02 §2 routes): header, "Back to Dashboard", title and content. */
export default function AdminPage({ page }: { page: AdminPageId }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const Content = CONTENT[page];
  return (
    <AdminLocale>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <AdminHeader onSettings={() => void navigate({ to: '/', search: { section: 'settings' } })} />
        <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
          <Button
            component={Link}
            to={page === 'classes' ? '/admin' : '/'}
            startIcon={<ArrowBack />}
            sx={{ mb: 2 }}
          >
            <Trans>Back to Dashboard</Trans>
          </Button>
          <Typography
            variant="h4"
            component="h1"
            sx={{ mb: 3, fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {i18n._(TITLES[page])}
          </Typography>
          {Content && (
            // The class dialogs on these pages open student profiles (View Profile) as in the admin area.
            <StudentProfileProvider>
              <Suspense fallback={<ContentFallback />}>
                <Content />
              </Suspense>
            </StudentProfileProvider>
          )}
        </Container>
      </Box>
    </AdminLocale>
  );
}
