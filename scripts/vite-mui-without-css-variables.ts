/**
 * Vite plugin: MUI's createTheme and ThemeProvider import its CSS-variables theme builder and provider
 * (createThemeWithVars, ThemeProviderWithVars: about 27 KB, 7.6 KB gzip of the student's first load) for
 * themes with `cssVariables` or `colorSchemes`, and only branch to them at run time. Our theme has neither
 * (src/client/theme.ts, checked by theme.test.ts), so the production build replaces both modules with
 * stand-ins that fail loudly if that ever changes. The dev server uses MUI unchanged.
 */
import type { Plugin } from 'vite';

const STAND_IN = '\0mui-without-css-variables';
const REPLACED = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !REPLACED.test(source)) return null;
      return importer.replaceAll('\\', '/').includes('/node_modules/@mui/material/styles/') ? STAND_IN : null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      return `
const unavailable = () => {
  throw new Error('MUI CSS theme variables are left out of the build (scripts/vite-mui-without-css-variables.ts)');
};
export default unavailable;
export const createGetCssVar = unavailable;
export const CssVarsProvider = unavailable;
export const useColorScheme = unavailable;
export const getInitColorSchemeScript = unavailable;
export const Experimental_CssVarsProvider = unavailable;
`;
    },
  };
}
