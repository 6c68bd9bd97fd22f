import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Logout from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppBar, Box, Button, Chip, Toolbar, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { resetSessions } from '../../lib/session';
import { trpc } from '../../lib/trpc';

export const PRODUCT_TITLE = msg`Studio Manager`;

/** Title, "Class Management", the fixed "Admin User" label, Settings and Logout. */
export function AdminHeader({ onSettings }: { onSettings: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.adminLogout.mutationOptions());
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: async () => {
        await resetSessions();
        await navigate({ to: '/' });
      },
    });
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} variant="h6" component="p" noWrap>
            {i18n._(PRODUCT_TITLE)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t`Class Management`}
          </Typography>
        </Box>
        <Chip label={t`Admin User`} size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <LanguagePicker compact />
        <Button startIcon={<SettingsIcon />} color="inherit" onClick={onSettings} aria-label={t`Settings`}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t`Settings`}
          </Box>
        </Button>
        <Button startIcon={<Logout />} color="inherit" onClick={signOut} aria-label={t`Logout`}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t`Logout`}
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
