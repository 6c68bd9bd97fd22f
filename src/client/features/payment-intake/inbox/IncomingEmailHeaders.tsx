import { useLingui } from '@lingui/react/macro';
import AttachFile from '@mui/icons-material/AttachFile';
import { Box, Typography } from '@mui/material';
import type { TIncomingEmailDetail } from '../../../../shared/schemas/inbox';
import { formatStudioDate } from '../../../lib/studioClock';
import { EmailHeader, EmailHeaderList } from '../../emails/EmailHeaderList';
import { fileSize, senderLabel } from './incomingFormat';
import { StudentChip } from './StudentChip';

function Attachments({ files }: { files: TIncomingEmailDetail['attachments'] }) {
  const { t } = useLingui();
  return (
    <Box
      component="ul"
      aria-label={t`Attachments`}
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
            {f.filename || t`(unnamed)`}
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
  const { t } = useLingui();
  return (
    <EmailHeaderList>
      <EmailHeader label={t`From`}>{senderLabel(email)}</EmailHeader>
      <EmailHeader label={t`To`}>{email.to ?? '—'}</EmailHeader>
      <EmailHeader label={t`Date`}>{formatStudioDate(email.receivedAt, { withTime: true })}</EmailHeader>
      {email.isFromStudent && (
        <EmailHeader label={t`Student`}>
          <StudentChip name={email.studentName} />
        </EmailHeader>
      )}
      {email.attachments.length > 0 && (
        <EmailHeader label={t`Attachments`}>
          <Attachments files={email.attachments} />
        </EmailHeader>
      )}
    </EmailHeaderList>
  );
}
