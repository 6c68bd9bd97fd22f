import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TStudentNote } from '../../../../shared/schemas/students';
import { trpc } from '../../../lib/trpc';
import { AddNoteForm } from './AddNoteForm';
import { EmptyText } from './EmptyText';
import { dateTimeLabel } from './profileDates';
import { QueryContent } from './QueryContent';

function NoteItem({ note }: { note: TStudentNote }) {
  const author = note.createdBy;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Typography>
      <Box sx={{ mt: 0.5, display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          <Trans>Note by {author}</Trans>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {dateTimeLabel(note.createdAt)}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Add a note, and the student's notes, newest first. */
export function NotesTab({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const notes = useQuery(trpc.students.notes.queryOptions({ studentId }));
  return (
    <Stack spacing={2}>
      <AddNoteForm studentId={studentId} />
      <Divider />
      <Box component="section" aria-labelledby="notes-history">
        <Typography id="notes-history" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          <Trans>Notes History</Trans>
        </Typography>
        <QueryContent query={notes} loadingLabel={t`Loading notes`} errorFallback={t`Failed to load notes`}>
          {(data) => {
            if (data.length === 0) return <EmptyText>{t`No notes yet`}</EmptyText>;
            return (
              <Stack component="ul" aria-label={t`Notes`} spacing={1} sx={{ m: 0, p: 0 }}>
                {data.map((note) => (
                  <NoteItem key={note.id} note={note} />
                ))}
              </Stack>
            );
          }}
        </QueryContent>
      </Box>
    </Stack>
  );
}
