import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    // The default light shade (#726bea) is 4.2:1 under white text, as on the students' avatars.
    primary: { main: '#4f46e5', light: '#6259e7' },
    secondary: { main: '#0f766e' },
    background: { default: '#f6f7fb' },
    // MUI's orange (#ed6c02) is 3:1 on white; warning text (outlined chips, captions) needs 4.5:1.
    warning: { main: '#b45309' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // MUI marks keyboard focus only with a faint ripple; a solid ring is what WCAG 2.4.7 asks to be seen.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
    // Rows of lists, menus and tabs sit flush in scrolling containers, which would clip a ring outside.
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    // The default avatar is white initials on grey 400 (1.9:1); grey 700 makes them legible.
    MuiAvatar: {
      styleOverrides: {
        colorDefault: ({ theme }) => ({ backgroundColor: theme.palette.grey[700], color: '#fff' }),
      },
    },
    // An unselected toggle button's text is action.active (0.54 black): 4.5:1 on white, 4.47:1 under the
    // hover tint (axe found it on the check-in page). Selected and disabled states keep their own colours.
    MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.6)' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
