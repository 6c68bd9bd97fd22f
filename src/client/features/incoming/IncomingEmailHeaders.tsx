import AttachFile from '@mui/icons-material/AttachFile';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { TIncomingEmailDetail } from '../../../shared/schemas/inbox';
import { emailTime } from '../email/emailTime';
import { fileSize, senderLabel } from './incomingFormat';
import { StudentChip } from './StudentChip';

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

function Attachments({ files }: { files: TIncomingEmailDetail['attachments'] }) {
  return (
    <Box
      component="ul"
      aria-label="Attachments"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {files.map((f, i) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's attachments never change order, and two may share a name
          key={i}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
        >
          <AttachFile sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden />
          <Typography component="span" sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>
            {f.filename || '(unnamed)'}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {fileSize(f.size)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** From, To, Date (studio time), the student it came from, and the attachments' names and sizes. */
export function IncomingEmailHeaders({ email }: { email: TIncomingEmailDetail }) {
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
        alignItems: 'baseline',
      }}
    >
      <Header label="From">{senderLabel(email)}</Header>
      <Header label="To">{email.to ?? '—'}</Header>
      <Header label="Date">{emailTime(email.receivedAt)}</Header>
      {email.isFromStudent && (
        <Header label="Student">
          <StudentChip name={email.studentName} />
        </Header>
      )}
      {email.attachments.length > 0 && (
        <Header label="Attachments">
          <Attachments files={email.attachments} />
        </Header>
      )}
    </Box>
  );
}
