import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { formatDate, formatTime } from '../../../../shared/dates';
import { NOTIFY_DEFAULT_SUBJECT, ZNotifyInput } from '../../../../shared/schemas/classes/notify';
import { type FieldErrors, fieldErrors } from '../../../lib/fieldErrors';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { FormDialogActions } from '../../common/FormDialogActions';

const defaultMessage = (className: string, classDate: string, startTime: string) =>
  `This is an update about ${className} on ${formatDate(classDate)} at ${formatTime(startTime)}. ` +
  'Please check your schedule for the latest details.';

/** Send Notification: e-mails every student enrolled in the instance. */
export function NotifyDialog({
  open,
  onClose,
  classInstanceId,
  className,
  classDate,
  startTime,
}: {
  open: boolean;
  onClose: () => void;
  classInstanceId: number;
  className: string;
  classDate: string;
  startTime: string;
}) {
  const { toast } = useToast();
  const [subject, setSubject] = useState(NOTIFY_DEFAULT_SUBJECT);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const notify = useMutation(trpc.classes.notifyInstance.mutationOptions());

  useEffect(() => {
    if (open) {
      setSubject(NOTIFY_DEFAULT_SUBJECT);
      setMessage(defaultMessage(className, classDate, startTime));
      setErrors({});
    }
  }, [open, className, classDate, startTime]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZNotifyInput.safeParse({ classInstanceId, subject, message });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    notify.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({
          title: 'Notifications Queued',
          description:
            result.message ||
            `${result.notificationsQueued} student${result.notificationsQueued === 1 ? '' : 's'} will receive an email`,
        });
        onClose();
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to send notifications. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Send Notification</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Every student enrolled in {className} on {formatDate(classDate)} receives this email.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Subject"
              fullWidth
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              error={Boolean(errors.subject)}
              helperText={errors.subject}
              disabled={notify.isPending}
            />
            <TextField
              label="Message"
              required
              fullWidth
              multiline
              minRows={4}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              error={Boolean(errors.message)}
              helperText={errors.message}
              disabled={notify.isPending}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel="Send Notification"
          pendingLabel="Sending..."
          pending={notify.isPending}
        />
      </form>
    </Dialog>
  );
}
