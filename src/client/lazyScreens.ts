import { lazy } from 'react';

/**
 * The admin area is its own chunk: nothing under features/admin is imported statically. Routes load its
 * screens through these (kept out of features/common so no feature folder imports the admin shell).
 */
export const LazyAdminShell = lazy(() => import('./features/admin/AdminShell'));
export const LazyAdminPage = lazy(() => import('./features/admin/AdminPage'));
export const LazyAdminLogin = lazy(() => import('./features/admin/AdminLoginPage'));
