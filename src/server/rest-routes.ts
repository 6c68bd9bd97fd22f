import { appRouter } from './app-router';
import { authRestRoutes } from './modules/auth/auth.rest';
import { billingRestRoutes } from './modules/billing/billing.rest';
import { invoicesRestRoutes } from './modules/billing/invoices/invoices.rest';
import { attendanceRestRoutes } from './modules/bookings/attendance.rest';
import { bookingsRestRoutes } from './modules/bookings/bookings.rest';
import { waitlistRestRoutes } from './modules/bookings/waitlist/waitlist.rest';
import { calendarFeedsRestRoutes } from './modules/calendar-feeds/calendar-feeds.rest';
import { cardPaymentsRestRoutes } from './modules/card-payments/card-payments.rest';
import { classesRestRoutes } from './modules/classes/classes.rest';
import { emailsRestRoutes } from './modules/emails/emails.rest';
import { emailTemplatesRestRoutes } from './modules/emails/templates.rest';
import { exportsRestRoutes } from './modules/exports/exports.rest';
import { importsRestRoutes } from './modules/imports/imports.rest';
import { membershipsRestRoutes } from './modules/memberships/memberships.rest';
import { inboxRestRoutes } from './modules/payment-intake/inbox/inbox.rest';
import { paymentEmailsRestRoutes } from './modules/payment-intake/payment-emails.rest';
import { productsRestRoutes } from './modules/products/products.rest';
import { unsubscribeRestRoutes } from './modules/reminders/unsubscribe.rest';
import { reportsRestRoutes } from './modules/reports/reports.rest';
import { settingsRestRoutes } from './modules/settings/settings.rest';
import { studentsRestRoutes } from './modules/students/students.rest';
import type { AnyRestRoute } from './trpc/rest';

/** Every /api path the app answers, each beside the procedure it runs (`npm run routes` lists them). */
export const REST_ROUTES: readonly AnyRestRoute[] = [
  ...authRestRoutes,
  ...classesRestRoutes,
  ...productsRestRoutes,
  ...membershipsRestRoutes,
  ...bookingsRestRoutes,
  ...calendarFeedsRestRoutes,
  ...attendanceRestRoutes,
  ...billingRestRoutes,
  ...invoicesRestRoutes,
  ...cardPaymentsRestRoutes,
  ...reportsRestRoutes,
  ...studentsRestRoutes,
  ...importsRestRoutes,
  ...exportsRestRoutes,
  ...settingsRestRoutes,
  ...emailTemplatesRestRoutes,
  ...emailsRestRoutes,
  ...inboxRestRoutes,
  ...paymentEmailsRestRoutes,
  ...waitlistRestRoutes,
  ...unsubscribeRestRoutes,
];

export interface RouteRow {
  method: string;
  url: string;
  /** The tRPC path of the procedure it runs, or 'REST only' for a file or a link (CSV, ICS, unsubscribe). */
  procedure: string;
}

/** The route table: every /api path and what it runs, in the order they are registered. */
export function routeTable(): RouteRow[] {
  const pathOf = new Map<unknown, string>(
    Object.entries(appRouter._def.procedures).map(([path, procedure]) => [procedure, path]),
  );
  return REST_ROUTES.map((r) => ({
    method: r.method,
    url: r.url,
    procedure: pathOf.get(r.procedure) ?? 'REST only',
  }));
}
