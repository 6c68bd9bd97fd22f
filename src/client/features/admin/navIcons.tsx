import AccountBalance from '@mui/icons-material/AccountBalance';
import Assessment from '@mui/icons-material/Assessment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Dashboard from '@mui/icons-material/Dashboard';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Inbox from '@mui/icons-material/Inbox';
import Key from '@mui/icons-material/Key';
import Mail from '@mui/icons-material/Mail';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import type { ReactElement } from 'react';
import type { AdminSectionId } from './adminSections';

export const SECTION_ICONS: Record<AdminSectionId, ReactElement> = {
  dashboard: <Dashboard />,
  students: <People />,
  schedule: <CalendarMonth />,
  bookings: <EventAvailable />,
  payments: <Payments />,
  billing: <ReceiptLong />,
  refunds: <AccountBalance />,
  email: <Mail />,
  'incoming-emails': <Inbox />,
  reports: <Assessment />,
  settings: <Settings />,
  'login-info': <Key />,
};
