import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// The production build leaves MUI's CSS-variables theme code out (scripts/vite-mui-without-css-variables.ts):
// that holds only while createTheme and ThemeProvider take their plain path for this theme.
describe('the MUI theme', () => {
  it('uses neither CSS theme variables nor colour schemes', () => {
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('cssVarPrefix');
  });
});
