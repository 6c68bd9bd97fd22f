import { useRouterState } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Payment Management opens on this tab (the dashboard's link to the review list). */
    paymentsTab?: 'record';
  }
}

/** Where the review list lives: the admin shell's Payments section, Record tab. */
export const PAYMENTS_RECORD_LINK = {
  to: '/',
  search: { section: 'payments' },
  state: { paymentsTab: 'record' },
} as const;

/** The tab a link asked Payment Management to open on, if any. */
export const useRequestedPaymentsTab = (): 'record' | undefined =>
  useRouterState({ select: (s) => s.location.state.paymentsTab });
