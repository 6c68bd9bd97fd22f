import { Trans, useLingui } from '@lingui/react/macro';
import AttachFile from '@mui/icons-material/AttachFile';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { TIncomingEmail } from '../../../../shared/schemas/inbox';
import { formatStudioDate } from '../../../lib/studioClock';
import { IncomingPaymentChip } from './IncomingPaymentChip';
import { attachmentCount, senderLabel, senderName } from './incomingFormat';
import { previewOf } from './preview';
import { StudentChip } from './StudentChip';

/**
 * One received message: sender, subject, when (studio time), unread mark, the student it came from,
 * what it came to as a payment, attachments and the start of its text; the whole row opens it.
 */
export function IncomingEmailItem({
  email,
  onOpen,
}: {
  email: TIncomingEmail;
  onOpen: (email: TIncomingEmail) => void;
}) {
  const { t } = useLingui();
  const unread = !email.isRead;
  const subject = email.subject || t`(no subject)`;
  const preview = previewOf(email.preview);
  return (
    <Card
      component="li"
      variant="outlined"
      // An inset bar rather than a border: read and unread rows keep the same outline and text position.
      sx={unread ? { boxShadow: (t) => `inset 4px 0 0 ${t.palette.primary.main}` } : undefined}
    >
      <CardActionArea onClick={() => onOpen(email)} aria-haspopup="dialog">
        <CardContent sx={{ p: 1.75, '&:last-child': { pb: 1.75 }, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
            {unread && (
              <Box
                component="span"
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  flexShrink: 0,
                  alignSelf: 'center',
                }}
              >
                <Box component="span" sx={visuallyHidden}>
                  <Trans>Unread.</Trans>{' '}
                </Box>
              </Box>
            )}
            <Typography
              component="span"
              noWrap
              title={senderLabel(email)}
              sx={{ fontWeight: unread ? 700 : 500, flexGrow: 1, minWidth: 0 }}
            >
              {senderName(email)}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatStudioDate(email.receivedAt, { withTime: true })}
            </Typography>
          </Box>
          {email.fromName?.trim() && (
            <Typography variant="caption" color="text.secondary" noWrap component="span">
              {email.from}
            </Typography>
          )}
          <Typography sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>{subject}</Typography>
          {preview && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {preview}
            </Typography>
          )}
          {(email.isFromStudent || email.payment || email.attachments.length > 0) && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
            >
              {email.isFromStudent && <StudentChip name={email.studentName} />}
              <IncomingPaymentChip payment={email.payment} />
              {email.attachments.length > 0 && (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
                >
                  <AttachFile sx={{ fontSize: 16 }} aria-hidden />
                  {attachmentCount(email.attachments.length)}
                </Typography>
              )}
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
