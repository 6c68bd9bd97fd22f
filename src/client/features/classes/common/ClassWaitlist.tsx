import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { overCapacityWarning } from '../../../../shared/schemas/attendance';
import type { TClassWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { tr } from '../../../i18n/tr';
import { formatStudioDate } from '../../../lib/studioClock';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';

/**
 * A class's waitlist in its attendees dialog: who waits, in order, with Promote (over capacity only
 * after the warning) and Remove. The server books, charges and e-mails; this shows what it answered.
 */
export function ClassWaitlist({
  classInstanceId,
  enrolled,
  max,
}: {
  classInstanceId: number;
  enrolled: number;
  max: number;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const waitlist = useQuery(trpc.waitlist.forClass.queryOptions({ classInstanceId }));
  const [warning, setWarning] = useState<TClassWaitlistEntry | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.waitlist.pathFilter()),
      queryClient.invalidateQueries(trpc.classes.pathFilter()),
      queryClient.invalidateQueries(trpc.bookings.pathFilter()),
    ]);
  const done = (title: string) => ({
    onSuccess: (result: { message: string }) => toast({ title, description: result.message }),
    onError: (error: unknown) =>
      toast({
        title: t`Waitlist Not Changed`,
        description: errorMessage(error, t`Please try again.`),
        variant: 'destructive',
      }),
    onSettled: () => {
      setWarning(null);
      void refresh();
    },
  });
  const promote = useMutation(trpc.waitlist.promote.mutationOptions(done(t`Student Booked`)));
  const remove = useMutation(trpc.waitlist.remove.mutationOptions(done(t`Removed from Waitlist`)));
  const pending = promote.isPending || remove.isPending;
  const full = enrolled >= max;

  if (waitlist.isPending) return null;
  if (waitlist.isError) {
    return <Alert severity="error">{errorMessage(waitlist.error, t`Failed to load the waitlist`)}</Alert>;
  }
  const { entries, isClosed } = waitlist.data;
  const count = entries.length;
  return (
    <Box component="section" aria-labelledby={`waitlist-${classInstanceId}`}>
      <Typography id={`waitlist-${classInstanceId}`} sx={{ fontWeight: 600, mb: 0.5 }}>
        <Trans>Waitlist ({count})</Trans>
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <Trans>No one is waiting.</Trans>
        </Typography>
      ) : (
        <>
          {isClosed && (
            <Alert severity="info" sx={{ mb: 1 }}>
              <Trans>The waitlist has closed: nobody is moved into the class automatically any more.</Trans>
            </Alert>
          )}
          {warning && (
            <Alert
              severity="warning"
              sx={{ mb: 1 }}
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={() => setWarning(null)} disabled={pending}>
                    <Trans>Back</Trans>
                  </Button>
                  <Button
                    color="warning"
                    variant="contained"
                    size="small"
                    disabled={pending}
                    onClick={() => promote.mutate({ id: warning.id, allowOverCapacity: true })}
                  >
                    <Trans>Book Anyway</Trans>
                  </Button>
                </Stack>
              }
            >
              {tr(overCapacityWarning(enrolled, max))}
            </Alert>
          )}
          <List dense disablePadding>
            {entries.map((e) => {
              const position = e.position;
              const studentName = e.studentName;
              const studentEmail = e.studentEmail;
              const joined = formatStudioDate(e.joinedAt, { withTime: true });
              return (
                <ListItem key={e.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                  <ListItemText
                    sx={{ flex: '1 1 180px', minWidth: 0 }}
                    primary={t`#${position} ${studentName}`}
                    secondary={t`${studentEmail} · joined ${joined}`}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={pending}
                      onClick={() =>
                        full ? setWarning(e) : promote.mutate({ id: e.id, allowOverCapacity: false })
                      }
                      aria-label={t`Book ${studentName} from the waitlist`}
                      startIcon={
                        pending && promote.variables?.id === e.id ? <CircularProgress size={14} /> : undefined
                      }
                    >
                      <Trans>Book Now</Trans>
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={pending}
                      onClick={() => remove.mutate({ id: e.id })}
                      aria-label={t`Remove ${studentName} from the waitlist`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Box>
  );
}
