/** The admin shell's twelve sections, in navigation order (spec 02 §2, 03 §2; numbers in §9). */
export const ADMIN_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'students', label: 'Students' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'payments', label: 'Payments' },
  { id: 'billing', label: 'Billing' },
  { id: 'refunds', label: 'Refunds' },
  { id: 'email', label: 'Email' },
  { id: 'incoming-emails', label: 'Incoming' },
  { id: 'reports', label: 'Reports' },
  { id: 'settings', label: 'Settings' },
  { id: 'login-info', label: 'Login Info' },
] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];
export const ADMIN_SECTION_IDS = ADMIN_SECTIONS.map((s) => s.id) as [AdminSectionId, ...AdminSectionId[]];
