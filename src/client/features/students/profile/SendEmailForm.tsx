import { useLingui } from '@lingui/react/macro';
import Send from '@mui/icons-material/Send';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TComposeResult } from '../../../../shared/schemas/email';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { composeToast } from '../../emails/deliveryOutcome';
import { emailFormProblem } from './profileForms';

/** Subject and message to this student; the answer's toast says whether it was queued or only saved. */
export function SendEmailForm({
  studentId,
  onQueued,
}: {
  studentId: number;
  onQueued: (result: TComposeResult) => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const send = useMutation(trpc.emails.send.mutationOptions());
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = emailFormProblem(subject, message);
    setProblem(found);
    if (found) return;
    send.mutate(
      { recipientId: studentId, subject, body: message },
      {
        onSuccess: (result) => {
          toast(composeToast(result));
          setSubject('');
          setMessage('');
          onQueued(result);
        },
        onError: (error) =>
          toast({
            title: t`Error`,
            description: errorMessage(error, t`Failed to send email`),
            variant: 'destructive',
          }),
        onSettled: () => {
          void queryClient.invalidateQueries(trpc.emails.forStudent.queryFilter({ id: studentId }));
          void queryClient.invalidateQueries(trpc.emails.sent.pathFilter());
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Send email`}>
      <Stack spacing={1.5}>
        <TextField
          label={t`Subject`}
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setProblem(null);
          }}
          disabled={send.isPending}
          fullWidth
          size="small"
        />
        <TextField
          label={t`Message`}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setProblem(null);
          }}
          disabled={send.isPending}
          fullWidth
          multiline
          minRows={4}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" startIcon={<Send />} disabled={send.isPending}>
            {send.isPending ? t`Sending...` : t`Send Email`}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
