import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Refresh from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Collapse,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { tr } from '../../i18n/tr';
import { formatStudioDate } from '../../lib/studioClock';
import { trpc } from '../../lib/trpc';
import { connectionText, type IncomingMailText, incomingMailText } from './mailStatusText';

/** `title` ends with its colon ("Outgoing mail:"), which each language writes its own way. */
function StatusLine({ title, configured, text }: { title: string; configured: boolean; text: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {configured ? (
        <CheckCircle color="success" fontSize="small" sx={{ mt: '2px' }} />
      ) : (
        <ErrorOutline color="warning" fontSize="small" sx={{ mt: '2px' }} />
      )}
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Box>{' '}
        {text}
      </Typography>
    </Stack>
  );
}

function Detail({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return (
    <Typography
      variant="body2"
      color={error ? 'error' : 'text.secondary'}
      sx={{ pl: 3.5, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

/** The messages recent scans left out, with their reasons, behind "Messages left out (n)". */
function LeftOutMessages({ title, skips }: { title: string; skips: IncomingMailText['skips'] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box sx={{ pl: 3.5 }}>
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={
          <ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
        }
        sx={{ ml: -0.5, textTransform: 'none' }}
      >
        {title}
      </Button>
      <Collapse in={open} unmountOnExit>
        <List id={listId} dense disablePadding aria-label={title}>
          {skips.map((skip) => (
            <ListItem key={skip.key} disableGutters sx={{ py: 0.25 }}>
              <ListItemText
                primary={tr(skip.reason)}
                secondary={skip.detail}
                sx={{ overflowWrap: 'anywhere', my: 0.25 }}
              />
            </ListItem>
          ))}
        </List>
      </Collapse>
    </Box>
  );
}

/**
 * The real state of the studio's mail (not the spec's fixed "Gmail Connected"): whether SMTP_URL and
 * IMAP_URL are set, the last message the SMTP server accepted, the last delivery failure, and for the
 * mailbox the last successful scan, a failing one (retried by the poll) and the messages left out.
 */
export function MailStatusCard() {
  const { t } = useLingui();
  const status = useQuery(trpc.settings.mailStatus.queryOptions());
  if (status.isPending) return <Skeleton variant="rounded" height={96} />;
  if (status.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void status.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>We could not load the mail status.</Trans>
      </Alert>
    );
  }
  const { outgoing, incoming, provider } = status.data;
  const inbox = incomingMailText(incoming);
  const { from, waiting, failed, lastError } = outgoing;
  const smtpHost = provider.smtpHost;
  const lastSentAt = outgoing.lastSentAt ? formatStudioDate(outgoing.lastSentAt, { withTime: true }) : null;
  const lastErrorAt = outgoing.lastErrorAt
    ? formatStudioDate(outgoing.lastErrorAt, { withTime: true })
    : null;
  return (
    <Box
      role="group"
      aria-labelledby="mail-status-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="mail-status-title" variant="subtitle2" component="h3">
          <Trans>Mail status</Trans>
        </Typography>
        <Tooltip title={t`Check again`}>
          <IconButton
            size="small"
            aria-label={t`Refresh mail status`}
            onClick={() => void status.refetch()}
            disabled={status.isFetching}
          >
            <Refresh fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack spacing={0.75}>
        <StatusLine
          title={t`Outgoing mail:`}
          configured={outgoing.configured}
          text={connectionText(outgoing.configured, outgoing.server, 'SMTP_URL')}
        />
        {outgoing.configured && from && (
          <Detail>
            <Trans>Sent from {from}</Trans>
          </Detail>
        )}
        {!outgoing.configured && (
          <Detail>
            <Trans>Messages are kept under Sent Emails instead of being delivered.</Trans>
          </Detail>
        )}
        {provider.matchesSmtpUrl === false && (
          <Detail error>
            <Trans>
              SMTP_URL does not point to {smtpHost}, the server of the chosen provider: check the provider or
              SMTP_URL.
            </Trans>
          </Detail>
        )}
        {provider.matchesSmtpUrl === true && (
          <Detail>
            <Trans>Sending through {smtpHost}.</Trans>
          </Detail>
        )}
        {(waiting > 0 || failed > 0) && (
          <Detail>
            {failed > 0
              ? t`${waiting} waiting to be sent, ${failed} failed.`
              : t`${waiting} waiting to be sent.`}
          </Detail>
        )}
        <Detail>{lastSentAt ? t`Last delivered: ${lastSentAt}` : t`No message delivered yet.`}</Detail>
        {lastError && (
          <Detail error>
            {lastErrorAt ? t`Last error (${lastErrorAt}): ${lastError}` : t`Last error: ${lastError}`}
          </Detail>
        )}
        <Box sx={{ pt: 1 }}>
          <StatusLine
            title={t`Incoming mail:`}
            configured={incoming.configured && !inbox.failure}
            text={inbox.connection}
          />
        </Box>
        {inbox.lastScan && <Detail>{inbox.lastScan}</Detail>}
        {inbox.failure && (
          <Box sx={{ pl: 3.5 }}>
            <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
              {inbox.failure.message}
              {inbox.failure.retry && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {inbox.failure.retry}
                </Typography>
              )}
            </Alert>
          </Box>
        )}
        {inbox.earlierError && <Detail>{inbox.earlierError}</Detail>}
        {inbox.skipsTitle && <LeftOutMessages title={inbox.skipsTitle} skips={inbox.skips} />}
      </Stack>
    </Box>
  );
}
