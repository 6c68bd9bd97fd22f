import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays, formatDate, formatTime } from '../../../shared/dates';
import type { TStudentMembership } from '../../../shared/schemas/products';
import { studioToday } from '../../lib/studioClock';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

const dateField = { inputLabel: { shrink: true } } as const;

/**
 * Pause a membership between two days, or end it on a day, with a reason (audited). The bookings on it
 * that the change would cancel are listed first; they are cancelled only with the button that says so.
 */
export function MembershipChangeDialog({
  membership: m,
  mode,
  onClose,
}: {
  membership: TStudentMembership;
  mode: 'pause' | 'end';
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const today = studioToday();
  // An end defaults to the end it already has (it only moves earlier), else the first day its minimum allows.
  const firstEnd = m.endsOn ?? (m.earliestEnd && m.earliestEnd > today ? m.earliestEnd : today);
  const [from, setFrom] = useState(mode === 'end' ? firstEnd : today);
  const [to, setTo] = useState(addDays(today, 13));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const range = mode === 'pause' ? { id: m.id, from, to } : { id: m.id, endsOn: from };
  const affected = useQuery(trpc.memberships.bookingsBetween.queryOptions(range));
  const n = affected.data?.length ?? 0;
  const done = {
    onSuccess: ({ message }: { message: string }) => {
      toast({ title: mode === 'pause' ? t`Membership Paused` : t`Membership Ended`, description: message });
      void queryClient.invalidateQueries({ queryKey: trpc.memberships.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
      onClose();
    },
    onError: (e: unknown) => setError(errorMessage(e, t`Please try again`)),
  };
  const pause = useMutation(trpc.memberships.pause.mutationOptions());
  const end = useMutation(trpc.memberships.end.mutationOptions());
  const pending = pause.isPending || end.isPending;
  const save = () => {
    setError(null);
    if (mode === 'pause') pause.mutate({ id: m.id, from, to, reason, cancelBookings: n > 0 }, done);
    else end.mutate({ id: m.id, endsOn: from, reason, cancelBookings: n > 0 }, done);
  };
  const name = m.name;
  const minimumEnd = m.earliestEnd ? formatDate(m.earliestEnd) : null;
  const submitLabel =
    mode === 'pause'
      ? n > 0
        ? plural(n, { one: 'Pause and Cancel # Booking', other: 'Pause and Cancel # Bookings' })
        : t`Pause`
      : n > 0
        ? plural(n, { one: 'End and Cancel # Booking', other: 'End and Cancel # Bookings' })
        : t`End`;
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{mode === 'pause' ? <Trans>Pause {name}</Trans> : <Trans>End {name}</Trans>}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {mode === 'pause'
            ? t`No billing and no bookings on it between these days. Days of a period already billed come back as credit.`
            : minimumEnd
              ? t`Its last day. Nothing is billed after it; days of a period already billed come back as credit. Its minimum runs to ${minimumEnd}.`
              : t`Its last day. Nothing is billed after it; days of a period already billed come back as credit.`}
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            type="date"
            label={mode === 'pause' ? t`First day` : t`Last day`}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={dateField}
          />
          {mode === 'pause' && (
            <TextField
              type="date"
              label={t`Last day`}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={dateField}
            />
          )}
          <TextField
            label={t`Reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={t`Kept in the audit log.`}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {n > 0 && (
            <Alert severity="warning" role="note" aria-label={t`Bookings to cancel`}>
              {plural(n, {
                one: 'This booking uses the membership then and will be cancelled:',
                other: 'These # bookings use the membership then and will be cancelled:',
              })}
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {affected.data!.map((b) => (
                  <li key={b.bookingId}>
                    {b.className}, {formatDate(b.classDate)} {formatTime(b.startTime)}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          color={mode === 'end' ? 'error' : 'primary'}
          onClick={save}
          disabled={pending}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
