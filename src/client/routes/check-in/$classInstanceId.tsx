import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { AdminOnly } from '../../features/common/guards';
import { withArea } from '../../i18n/language';

// The administrators' chunk: a student is sent to the admin login and never downloads it.
const CheckInPage = lazy(withArea('admin', () => import('../../features/bookings/attendance/CheckInPage')));

/** Checking a class in at the door (issue 14 §3): a URL the door's phone or tablet can keep open. */
export const Route = createFileRoute('/check-in/$classInstanceId')({
  component: () => (
    <AdminOnly>
      <CheckInPage />
    </AdminOnly>
  ),
});
