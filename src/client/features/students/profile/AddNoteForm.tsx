import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { noteFormProblem } from './profileForms';

/** A note about the student; the server records which administrator wrote it. */
export function AddNoteForm({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.students.addNote.mutationOptions());
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = noteFormProblem(content);
    setProblem(found);
    if (found) return;
    add.mutate(
      { studentId, content },
      {
        onSuccess: () => {
          toast({ title: t`Note Added` });
          setContent('');
          void queryClient.invalidateQueries(trpc.students.notes.queryFilter({ studentId }));
        },
        onError: (error) =>
          toast({
            title: t`Error`,
            description: errorMessage(error, t`Failed to save note`),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Add note`}>
      <Stack spacing={1.5}>
        <TextField
          label={t`Note`}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            setProblem(null);
          }}
          disabled={add.isPending}
          fullWidth
          multiline
          minRows={3}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? t`Saving...` : t`Add Note`}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
