import { frFR as materialFrench } from '@mui/material/locale';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { frFR as gridFrench } from '@mui/x-data-grid/locales';
import { type ReactNode, useMemo } from 'react';
import { useLocale } from '../../i18n/language';

/**
 * MUI's own words in the admin area follow the page's language (issue 33): the data grids' menus,
 * footers and filters, and components' labels such as an Autocomplete's "Open". Here, in the admin
 * chunk, so a student's first load carries none of it.
 */
export function AdminLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const outer = useTheme();
  const theme = useMemo(
    () => (locale === 'fr-CA' ? createTheme(outer, materialFrench, gridFrench) : outer),
    [locale, outer],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
