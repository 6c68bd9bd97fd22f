import { Trans } from '@lingui/react/macro';
import { Card, CardContent, Link, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { MailStatusCard } from '../settings/MailStatusCard';

/**
 * The Email Center's Settings tab: the real delivery state (design §4: not the spec's fixed "Gmail
 * Connected") — the configured server, messages waiting and failed, the last delivery and last error.
 */
export function MailSettingsTab() {
  const navigate = useNavigate();
  return (
    <Card component="section" aria-labelledby="mail-settings-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="mail-settings-heading" variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
          <Trans>Email Provider</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          <Trans>
            Outgoing mail goes through the SMTP server in SMTP_URL, from the address in SMTP_FROM. This is
            what the server reports now.
          </Trans>
        </Typography>
        <MailStatusCard />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          <Trans>
            The provider choice is under{' '}
            <Link
              component="button"
              type="button"
              sx={{ verticalAlign: 'baseline' }}
              onClick={() => void navigate({ to: '/', search: { section: 'settings' } })}
            >
              Settings → Integration
            </Link>
            .
          </Trans>
        </Typography>
      </CardContent>
    </Card>
  );
}
