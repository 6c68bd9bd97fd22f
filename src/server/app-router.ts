import { authRouter } from './modules/auth/auth.router';
import { billingRouter } from './modules/billing/billing.router';
import { invoicesRouter } from './modules/billing/invoices/invoices.router';
import { attendanceRouter } from './modules/bookings/attendance.router';
import { bookingsRouter } from './modules/bookings/bookings.router';
import { waitlistRouter } from './modules/bookings/waitlist/waitlist.router';
import { calendarFeedsRouter } from './modules/calendar-feeds/calendar-feeds.router';
import { cardPaymentsRouter } from './modules/card-payments/card-payments.router';
import { classesRouter } from './modules/classes/classes.router';
import { emailsRouter } from './modules/emails/emails.router';
import { emailTemplatesRouter } from './modules/emails/templates.router';
import { exportsRouter } from './modules/exports/exports.router';
import { importsRouter } from './modules/imports/imports.router';
import { membershipsRouter } from './modules/memberships/memberships.router';
import { inboxRouter } from './modules/payment-intake/inbox/inbox.router';
import { paymentEmailsRouter } from './modules/payment-intake/payment-emails.router';
import { productsRouter } from './modules/products/products.router';
import { reportsRouter } from './modules/reports/reports.router';
import { settingsRouter } from './modules/settings/settings.router';
import { studentsRouter } from './modules/students/students.router';
import { router } from './trpc/init';

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
  products: productsRouter,
  memberships: membershipsRouter,
  cardPayments: cardPaymentsRouter,
  imports: importsRouter,
  exports: exportsRouter,
  settings: settingsRouter,
  students: studentsRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
