import { Trans } from '@lingui/react/macro';
import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { VisitorLanguageSwitch } from '../../i18n/VisitorLanguageSwitch';
import { useStudioProfile } from '../../lib/studioProfile';

/** The centred card shared by the student login, the admin login and the password reset page. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const studio = useStudioProfile();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #eef2ff 0%, #f6f7fb 60%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          {studio.data?.businessName && (
            <Typography
              variant="overline"
              color="primary"
              component="p"
              sx={{ fontWeight: 700, letterSpacing: 1, lineHeight: 1.5, mb: 0.5 }}
            >
              {studio.data.businessName}
            </Typography>
          )}
          <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <VisitorLanguageSwitch />
        <MuiLink component={Link} to="/terms-of-service" variant="body2">
          <Trans>Terms of Service</Trans>
        </MuiLink>
        <MuiLink component={Link} to="/privacy-policy" variant="body2">
          <Trans>Privacy Policy</Trans>
        </MuiLink>
      </Stack>
    </Box>
  );
}
