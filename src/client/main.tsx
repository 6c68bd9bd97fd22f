import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './features/common/NotFound';
import { activateLocale, initialLocale } from './i18n/language';
import { ToastProvider } from './lib/toast';
import { queryClient } from './lib/trpc';
import { routeTree } from './routeTree.gen';
import { theme } from './theme';

const router = createRouter({ routeTree, defaultNotFoundComponent: NotFound, defaultPreload: false });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The first paint is in the visitor's language: its catalogue loads before anything renders. A promise,
// not a top-level await, which would make the entry a module Rollup cannot name in the manifest.
void activateLocale(initialLocale()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>,
  ),
);
