import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { REFUSED_PLACEHOLDER_MESSAGE } from '../../../shared/email-placeholders';
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
  const headingId = useId();
  const { to, subject, bodyHtml, missing, unknown, refused } = content;
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={updating}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {note ?? 'What the recipient will see. Nothing is sent until you press Send.'}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <LinearProgress sx={{ visibility: updating ? 'visible' : 'hidden', height: 2 }} aria-hidden />
        <Stack spacing={0.25} sx={{ px: 1.5, py: 1, bgcolor: 'grey.50' }}>
          <Line label="To">{to ?? 'Enter a recipient'}</Line>
          <Line label="Subject">{subject || '(no subject)'}</Line>
        </Stack>
        <SandboxedHtml
          html={bodyHtml || '<p style="color:#6b7280">(no message yet)</p>'}
          title="Email preview"
          height={300}
        />
      </Box>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {error && <Alert severity="warning">The preview could not be updated: {error}</Alert>}
        {refused.length > 0 && <Alert severity="error">{REFUSED_PLACEHOLDER_MESSAGE}</Alert>}
        {unknown.length > 0 && (
          <Alert severity="warning">
            Unknown placeholder{unknown.length === 1 ? '' : 's'} {tokens(unknown)}: give{' '}
            {unknown.length === 1 ? 'it a value' : 'them values'} or remove{' '}
            {unknown.length === 1 ? 'it' : 'them'}.
          </Alert>
        )}
        {missing.length > 0 && (
          <Alert severity="warning">
            No value yet for {tokens(missing)}: fill {missing.length === 1 ? 'it' : 'them'} in or remove{' '}
            {missing.length === 1 ? 'it' : 'them'}. The message is not sent while a placeholder is left.
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
