import Logout from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppBar, Box, Button, Chip, Toolbar, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { resetSessions } from '../../lib/session';
import { trpc } from '../../lib/trpc';

export const PRODUCT_TITLE = 'Studio Manager';

/** Title, "Class Management", the fixed "Admin User" label, Settings and Logout. */
export function AdminHeader({ onSettings }: { onSettings: () => void }) {
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
            {PRODUCT_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            Class Management
          </Typography>
        </Box>
        <Chip label="Admin User" size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <Button startIcon={<SettingsIcon />} color="inherit" onClick={onSettings} aria-label="Settings">
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Settings
          </Box>
        </Button>
        <Button startIcon={<Logout />} color="inherit" onClick={signOut} aria-label="Logout">
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Logout
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
