import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminSectionId } from './adminSections';

/**
 * Each section's name in the page's language (`i18n._(SECTION_LABELS[id])`). ADMIN_SECTIONS keeps the
 * English, which the browser tests read without a macro transform.
 */
export const SECTION_LABELS: Record<AdminSectionId, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  students: msg`Students`,
  schedule: msg`Schedule`,
  bookings: msg`Bookings`,
  payments: msg`Payments`,
  billing: msg`Billing`,
  refunds: msg`Refunds`,
  email: msg`Email`,
  'incoming-emails': msg`Incoming`,
  reports: msg`Reports`,
  settings: msg`Settings`,
  'login-info': msg`Login Info`,
};
