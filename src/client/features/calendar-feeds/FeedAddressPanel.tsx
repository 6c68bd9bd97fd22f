import { Trans, useLingui } from '@lingui/react/macro';
import Autorenew from '@mui/icons-material/Autorenew';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import LinkOff from '@mui/icons-material/LinkOff';
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { type FocusEvent, useState } from 'react';
import { useCopyConfirmation } from '../../lib/useCopyConfirmation';
import { ConfirmFeedDialog } from './ConfirmFeedDialog';
import type { CalendarFeedControls } from './useCalendarFeed';

function CopyAddressButton({ value }: { value: string }) {
  const { copied, copy } = useCopyConfirmation(value, 'the address');
  const { t } = useLingui();
  return (
    <Button
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      startIcon={copied ? <Check /> : <ContentCopy />}
      onClick={copy}
      aria-live="polite"
    >
      {copied ? t`Copied!` : t`Copy address`}
    </Button>
  );
}

type Confirming = 'regenerate' | 'revoke' | null;

/**
 * A private calendar feed: its address with Copy and Subscribe, Regenerate and Turn off (each asked
 * first, since the old address stops working); when there is none, what it is and a way to create it.
 */
export function FeedAddressPanel({
  controls,
  offText,
  manage = true,
}: {
  controls: CalendarFeedControls;
  /** What the feed would give, shown while it is off. */
  offText: string;
  /** Regenerate and Turn off here (Settings); the dashboard's dialog leaves them to Settings. */
  manage?: boolean;
}) {
  const { t } = useLingui();
  const { feed, enable, regenerate, revoke } = controls;
  const [confirming, setConfirming] = useState<Confirming>(null);

  if (feed.isPending)
    return <Skeleton variant="rounded" height={96} aria-label={t`Loading the calendar feed`} />;
  if (feed.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => feed.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>We could not load the calendar feed.</Trans>
      </Alert>
    );
  }

  const current = feed.data;
  if (!current) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {offText}
        </Typography>
        <Button
          variant="contained"
          startIcon={<EventAvailable />}
          disabled={enable.isPending}
          onClick={() => enable.mutate()}
        >
          {enable.isPending ? t`Creating...` : t`Create calendar feed`}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {current.url ? (
        <>
          <TextField
            label={t`Your private calendar address`}
            value={current.url}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
              },
            }}
            helperText={t`Keep it private: anyone with this address can see the classes in it.`}
            sx={{ '& input': { fontFamily: 'monospace', fontSize: '0.85rem' } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              startIcon={<EventAvailable />}
              href={current.webcalUrl ?? current.url}
            >
              <Trans>Subscribe</Trans>
            </Button>
            <CopyAddressButton value={current.url} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Subscribe opens your calendar app. In Google Calendar, choose Other calendars, From URL and
              paste the address. Calendar apps refresh it every few hours.
            </Trans>
          </Typography>
        </>
      ) : (
        <Alert severity="warning">
          <Trans>
            This feed still works, but its address can no longer be shown because the app's secret key has
            changed. Regenerate it to get an address you can copy.
          </Trans>
        </Alert>
      )}
      {manage && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<Autorenew />} onClick={() => setConfirming('regenerate')}>
            <Trans>Regenerate</Trans>
          </Button>
          <Button color="error" startIcon={<LinkOff />} onClick={() => setConfirming('revoke')}>
            <Trans>Turn off</Trans>
          </Button>
        </Box>
      )}
      <ConfirmFeedDialog
        open={confirming === 'regenerate'}
        title={t`Regenerate the address?`}
        text={t`The old address stops working at once: calendars subscribed to it stop updating. You will need to subscribe again with the new address.`}
        confirmLabel={t`Regenerate`}
        pendingLabel={t`Regenerating...`}
        pending={regenerate.isPending}
        onConfirm={() => regenerate.mutate(undefined, { onSettled: () => setConfirming(null) })}
        onClose={() => setConfirming(null)}
      />
      <ConfirmFeedDialog
        open={confirming === 'revoke'}
        title={t`Turn off the calendar feed?`}
        text={t`The address stops working at once: calendars subscribed to it stop updating. You can create a new feed later.`}
        confirmLabel={t`Turn off`}
        pendingLabel={t`Turning off...`}
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setConfirming(null) })}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
