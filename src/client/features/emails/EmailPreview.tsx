import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { REFUSED_PLACEHOLDER_NOTICE } from '../../../shared/email-placeholders';
import { tr } from '../../i18n/tr';
import { placeholderToken } from './placeholderFields';
import { SandboxedHtml } from './SandboxedHtml';

export interface PreviewContent {
  /** "Jo Park <jo@example.com>", or null before a valid address is typed. */
  to: string | null;
  subject: string;
  bodyHtml: string;
  missing: string[];
  unknown: string[];
  refused: string[];
}

const tokens = (names: string[]) => names.map(placeholderToken).join(', ');

function Line({ label, children }: { label: string; children: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 64 }}>
        {label}
      </Box>
      {children}
    </Typography>
  );
}

/**
 * The message as its recipient will see it: the server's rendering (their own name, the studio's
 * name, the values typed) in a sandboxed frame, and what would stop the send.
 */
export function EmailPreview({
  content,
  updating,
  error,
  note,
}: {
  content: PreviewContent;
  updating: boolean;
  error: string | null;
  /** Said under the heading (e.g. "For the first recipient"). */
  note?: string;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { to, subject, bodyHtml, missing, unknown, refused } = content;
  const noMessage = t`(no message yet)`;
  const unknownCount = unknown.length;
  const unknownList = tokens(unknown);
  const missingCount = missing.length;
  const missingList = tokens(missing);
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={updating}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        <Trans>Preview</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {note ?? t`What the recipient will see. Nothing is sent until you press Send.`}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <LinearProgress sx={{ visibility: updating ? 'visible' : 'hidden', height: 2 }} aria-hidden />
        <Stack spacing={0.25} sx={{ px: 1.5, py: 1, bgcolor: 'grey.50' }}>
          <Line label={t`To`}>{to ?? t`Enter a recipient`}</Line>
          <Line label={t`Subject`}>{subject || t`(no subject)`}</Line>
        </Stack>
        <SandboxedHtml
          html={bodyHtml || `<p style="color:#6b7280">${noMessage}</p>`}
          title={t`Email preview`}
          height={300}
        />
      </Box>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {error && (
          <Alert severity="warning">
            <Trans>The preview could not be updated: {error}</Trans>
          </Alert>
        )}
        {refused.length > 0 && <Alert severity="error">{tr(REFUSED_PLACEHOLDER_NOTICE)}</Alert>}
        {unknown.length > 0 && (
          <Alert severity="warning">
            {plural(unknownCount, {
              one: `Unknown placeholder ${unknownList}: give it a value or remove it.`,
              other: `Unknown placeholders ${unknownList}: give them values or remove them.`,
            })}
          </Alert>
        )}
        {missing.length > 0 && (
          <Alert severity="warning">
            {plural(missingCount, {
              one: `No value yet for ${missingList}: fill it in or remove it. The message is not sent while a placeholder is left.`,
              other: `No value yet for ${missingList}: fill them in or remove them. The message is not sent while a placeholder is left.`,
            })}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
