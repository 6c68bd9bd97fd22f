import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { previewFor } from './bulkEmailModel';

/** The draft as the sample recipient will read it, `{{student_name}}` filled with their name. */
export function BulkEmailPreview({
  subject,
  body,
  sample,
}: {
  subject: string;
  body: string;
  sample: { name: string; email?: string };
}) {
  const { t } = useLingui();
  const sampleName = sample.name;
  // Typing stays quick in a long message: the preview may lag a keystroke behind.
  const draft = { subject: useDeferredValue(subject), body: useDeferredValue(body) };
  const empty = draft.subject.trim() === '' && draft.body.trim() === '';
  return (
    <Box component="section" aria-labelledby="bulk-preview-heading">
      <Typography id="bulk-preview-heading" variant="subtitle2" sx={{ mb: 0.5 }}>
        <Trans>Preview (as {sampleName} will read it)</Trans>
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.50',
          p: 1.5,
          overflowWrap: 'anywhere',
        }}
      >
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>The preview appears as you type.</Trans>
          </Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {previewFor(draft.subject, sample) || t`(no subject)`}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {previewFor(draft.body, sample)}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
