import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { TSentEmail, TSentEmailDetail } from '../../../shared/schemas/email';
import { errorMessage, trpc } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { useLastNonNull } from '../../lib/useLastNonNull';
import { EmailStatus } from './EmailStatus';
import { kindLabel } from './emailStatusLook';
import { emailTime } from './emailTime';
import { SandboxedHtml } from './SandboxedHtml';

function Header({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontSize: 14, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

function Headers({ email }: { email: TSentEmailDetail }) {
  return (
    <Box
      component="dl"
      aria-label="Headers"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      <Header label="From">{email.from ?? 'Not set (SMTP_FROM)'}</Header>
      <Header label="To">{email.toName ? `${email.toName} <${email.to}>` : email.to}</Header>
      <Header label="Subject">{email.subject}</Header>
      <Header label="Status">
        <EmailStatus email={email} />
      </Header>
      <Header label="Created">{emailTime(email.createdAt)}</Header>
      <Header label="Sent">{emailTime(email.sentAt)}</Header>
      <Header label="Type">{kindLabel(email.kind)}</Header>
      {email.attempts > 0 && <Header label="Attempts">{email.attempts}</Header>}
      {email.providerMessageId && <Header label="Message ID">{email.providerMessageId}</Header>}
    </Box>
  );
}

function Bodies({ email }: { email: TSentEmailDetail }) {
  const [view, setView] = useState<'html' | 'text'>(email.bodyHtml ? 'html' : 'text');
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs value={view} onChange={(_e, v: 'html' | 'text') => setView(v)} aria-label="Message body">
        <Tab value="html" label="HTML" disabled={!email.bodyHtml} />
        <Tab value="text" label="Plain text" />
      </Tabs>
      <Box sx={{ pt: 1.5 }}>
        {view === 'html' && email.bodyHtml ? (
          <SandboxedHtml html={email.bodyHtml} title="Email as sent (HTML)" height={360} />
        ) : (
          <Box
            component="pre"
            aria-label="Email as sent (plain text)"
            sx={{
              m: 0,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'grey.50',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: 13,
              maxHeight: 360,
              overflow: 'auto',
            }}
          >
            {email.bodyText}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function Detail({ id }: { id: number }) {
  const detail = useQuery({ ...trpc.emails.sentDetail.queryOptions({ id }), staleTime: 0 });
  if (detail.isPending) return <Skeleton variant="rounded" height={320} aria-label="Loading the email" />;
  if (detail.isError) {
    return <Alert severity="error">{errorMessage(detail.error, 'The email could not be loaded')}</Alert>;
  }
  return (
    <>
      <Headers email={detail.data} />
      <Bodies email={detail.data} />
    </>
  );
}

/** One message exactly as it was (or will be) sent: headers, HTML (sandboxed) and text; secrets masked. */
export function SentEmailDialog({ email, onClose }: { email: TSentEmail | null; onClose: () => void }) {
  const shown = useLastNonNull(email);
  const isMobile = useIsMobile();
  return (
    <Dialog open={email !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={isMobile}>
      {shown && (
        <>
          <DialogTitle sx={{ overflowWrap: 'anywhere', pr: 3 }}>
            {shown.subject || '(no subject)'}
          </DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Exactly what was sent. Passwords and reset links are hidden.
            </Typography>
            <Detail key={shown.id} id={shown.id} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
