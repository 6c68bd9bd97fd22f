import { Trans, useLingui } from '@lingui/react/macro';
import Download from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { SettingsCard } from './SettingsCard';

/** Settings → Export: everything the studio owns in one archive (issue 32), free to take anywhere. */
export function ExportTab() {
  const { t } = useLingui();
  return (
    <Stack spacing={2.5}>
      <SettingsCard
        title={t`Export Everything`}
        subtitle={t`One ZIP archive with a CSV file per table the studio owns — students, classes, bookings, the ledger, payments, invoices, class packs and memberships, the e-mail log and the settings — and a README describing every column. No password, link or key is in it.`}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" startIcon={<Download />} component="a" href="/api/export" download>
            <Trans>Download Archive</Trans>
          </Button>
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Money is in cents and times in UTC, as the README explains. The archive is made as it downloads,
              so a large studio starts downloading at once.
            </Trans>
          </Typography>
        </Stack>
      </SettingsCard>
    </Stack>
  );
}
