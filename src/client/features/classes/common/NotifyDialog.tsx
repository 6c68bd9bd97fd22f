import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { formatDate, formatTime } from '../../../../shared/dates';
import { NOTIFY_DEFAULT_SUBJECT, ZNotifyInput } from '../../../../shared/schemas/classes/notify';
import { tr } from '../../../i18n/tr';
import { type FieldErrors, fieldErrors } from '../../../lib/fieldErrors';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { FormDialogActions } from '../../common/FormDialogActions';

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
  const { t } = useLingui();
  const { toast } = useToast();
  const [subject, setSubject] = useState(() => tr(NOTIFY_DEFAULT_SUBJECT));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const notify = useMutation(trpc.classes.notifyInstance.mutationOptions());

  useEffect(() => {
    if (open) {
      setSubject(tr(NOTIFY_DEFAULT_SUBJECT));
      const date = formatDate(classDate);
      const time = formatTime(startTime);
      setMessage(
        t`This is an update about ${className} on ${date} at ${time}. Please check your schedule for the latest details.`,
      );
      setErrors({});
    }
  }, [open, className, classDate, startTime, t]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZNotifyInput.safeParse({ classInstanceId, subject, message });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    notify.mutate(parsed.data, {
      onSuccess: (result) => {
        const queued = result.notificationsQueued;
        toast({
          title: t`Notifications Queued`,
          description:
            result.message ||
            plural(queued, {
              one: '# student will receive an email',
              other: '# students will receive an email',
            }),
        });
        onClose();
      },
      onError: (err) =>
        toast({
          title: t`Error`,
          description: errorMessage(err, t`Failed to send notifications. Please try again.`),
          variant: 'destructive',
        }),
    });
  };

  const date = formatDate(classDate);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          <Trans>Send Notification</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <Trans>
              Every student enrolled in {className} on {date} receives this email.
            </Trans>
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={t`Subject`}
              fullWidth
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              error={Boolean(errors.subject)}
              helperText={errors.subject && tr(errors.subject)}
              disabled={notify.isPending}
            />
            <TextField
              label={t`Message`}
              required
              fullWidth
              multiline
              minRows={4}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              error={Boolean(errors.message)}
              helperText={errors.message && tr(errors.message)}
              disabled={notify.isPending}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t`Send Notification`}
          pendingLabel={t`Sending...`}
          pending={notify.isPending}
        />
      </form>
    </Dialog>
  );
}
