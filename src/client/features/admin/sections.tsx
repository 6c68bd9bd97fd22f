import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, CircularProgress } from '@mui/material';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import ScheduleSection from '../classes/calendar/ScheduleSection';
import type { AdminSectionId } from './adminSections';

// The bookings grid (MUI X DataGrid) and the Settings screen load only when their section is opened,
// so students never download them.
const BookingManagement = lazy(() => import('../bookings/BookingManagement'));
const SettingsScreen = lazy(() => import('../settings/SettingsScreen'));
const EmailCenter = lazy(() => import('../emails/EmailCenter'));
const DashboardSection = lazy(() => import('../dashboard/DashboardSection'));
const StudentManagement = lazy(() => import('../students/StudentManagement'));
const LoginInfoSection = lazy(() => import('../students/login-info/LoginInfoSection'));
const ClassRefunds = lazy(() => import('../billing/refunds/ClassRefunds'));
const PaymentManagement = lazy(() => import('../billing/payments/PaymentManagement'));
const BillingDashboard = lazy(() => import('../invoices/BillingDashboard'));
const FinancialReports = lazy(() => import('../reports/FinancialReports'));
const IncomingEmailsSection = lazy(() => import('../payment-intake/inbox/IncomingEmailsSection'));

function SectionFallback({ label }: { label: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={i18n._(label)} />
    </Box>
  );
}

function BookingsSection() {
  return (
    <Suspense fallback={<SectionFallback label={msg`Loading bookings`} />}>
      <BookingManagement />
    </Suspense>
  );
}

function EmailSection() {
  return (
    <Suspense fallback={<SectionFallback label={msg`Loading email`} />}>
      <EmailCenter />
    </Suspense>
  );
}

function lazySection(Content: ComponentType, label: MessageDescriptor) {
  return function Section() {
    return (
      <Suspense fallback={<SectionFallback label={label} />}>
        <Content />
      </Suspense>
    );
  };
}

function SettingsSection() {
  return (
    <Suspense fallback={<SectionFallback label={msg`Loading settings`} />}>
      <SettingsScreen />
    </Suspense>
  );
}

/**
 * What each section renders below its heading. Sections without an entry are built by later issues
 * (students, classes, bookings, money, e-mail, settings) and plug in here.
 */
export const SECTION_CONTENT: Partial<Record<AdminSectionId, () => ReactNode>> = {
  dashboard: lazySection(DashboardSection, msg`Loading dashboard`),
  students: lazySection(StudentManagement, msg`Loading students`),
  'login-info': lazySection(LoginInfoSection, msg`Loading login info`),
  schedule: ScheduleSection,
  bookings: BookingsSection,
  payments: lazySection(PaymentManagement, msg`Loading payments`),
  billing: lazySection(BillingDashboard, msg`Loading billing`),
  refunds: lazySection(ClassRefunds, msg`Loading refunds`),
  reports: lazySection(FinancialReports, msg`Loading reports`),
  email: EmailSection,
  'incoming-emails': lazySection(IncomingEmailsSection, msg`Loading incoming emails`),
  settings: SettingsSection,
};
