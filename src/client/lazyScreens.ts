import { lazy } from 'react';
import { withArea } from './i18n/language';

/**
 * The admin area is its own chunk: nothing under features/admin is imported statically. Routes load its
 * screens through these (kept out of features/common so no feature folder imports the admin shell), each
 * with the admin catalogue of the page's language (decision 041).
 */
export const LazyAdminShell = lazy(withArea('admin', () => import('./features/admin/AdminShell')));
export const LazyAdminPage = lazy(withArea('admin', () => import('./features/admin/AdminPage')));
export const LazyAdminLogin = lazy(withArea('admin', () => import('./features/admin/AdminLoginPage')));
