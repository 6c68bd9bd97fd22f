import { authRouter } from '../modules/auth/auth.router';
import { billingRouter } from '../modules/billing/billing.router';
import { attendanceRouter } from '../modules/bookings/attendance.router';
import { bookingsRouter } from '../modules/bookings/bookings.router';
import { calendarFeedsRouter } from '../modules/calendar-feeds/calendar-feeds.router';
import { classesRouter } from '../modules/classes/classes.router';
import { emailsRouter } from '../modules/email/emails.router';
import { inboxRouter } from '../modules/email/inbox/inbox.router';
import { paymentEmailsRouter } from '../modules/email/payment-intake/payment-emails.router';
import { emailTemplatesRouter } from '../modules/email/templates.router';
import { invoicesRouter } from '../modules/invoices/invoices.router';
import { reportsRouter } from '../modules/reports/reports.router';
import { settingsRouter } from '../modules/settings/settings.router';
import { studentsRouter } from '../modules/students/students.router';
import { waitlistRouter } from '../modules/waitlist/waitlist.router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  attendance: attendanceRouter,
  billing: billingRouter,
  invoices: invoicesRouter,
  reports: reportsRouter,
  bookings: bookingsRouter,
  calendarFeeds: calendarFeedsRouter,
  classes: classesRouter,
  emails: emailsRouter,
  emailTemplates: emailTemplatesRouter,
  inbox: inboxRouter,
  paymentEmails: paymentEmailsRouter,
  settings: settingsRouter,
  students: studentsRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
