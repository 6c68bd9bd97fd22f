import { trpc } from '../../../lib/trpc';

export const dashboardStatsQuery = () => trpc.billing.dashboardStats.queryOptions();
export const thisMonthQuery = () => trpc.billing.thisMonth.queryOptions();
export const outstandingQuery = () => trpc.billing.outstandingSummary.queryOptions();
export const overdueQuery = () => trpc.billing.overdue.queryOptions();
export const recentQuery = () => trpc.billing.recent.queryOptions();
