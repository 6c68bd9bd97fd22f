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
  // Typing stays quick in a long message: the preview may lag a keystroke behind.
  const draft = { subject: useDeferredValue(subject), body: useDeferredValue(body) };
  const empty = draft.subject.trim() === '' && draft.body.trim() === '';
  return (
    <Box component="section" aria-labelledby="bulk-preview-heading">
      <Typography id="bulk-preview-heading" variant="subtitle2" sx={{ mb: 0.5 }}>
        Preview (as {sample.name} will read it)
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
            The preview appears as you type.
          </Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {previewFor(draft.subject, sample) || '(no subject)'}
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
