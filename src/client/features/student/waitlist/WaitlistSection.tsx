import { Trans, useLingui } from '@lingui/react/macro';
import HourglassTop from '@mui/icons-material/HourglassTop';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { dayOfWeek, formatDate, formatTimeRange, weekdayName } from '../../../../shared/dates';
import { positionLabel, useMyWaitlist, useWaitlistActions } from './useWaitlist';

/** "Monday, Mar 09, 2026", in the page's language. */
function WaitlistDay({ classDate }: { classDate: string }) {
  const { t } = useLingui();
  const weekday = weekdayName(dayOfWeek(classDate), 'long');
  const date = formatDate(classDate);
  return t`${weekday}, ${date}`;
}

/** My Classes' "On the waitlist": each class the student waits for, their place, and Leave Waitlist. */
export function WaitlistSection() {
  const { t } = useLingui();
  const waitlist = useMyWaitlist();
  const actions = useWaitlistActions();
  const entries = waitlist.data ?? [];
  if (entries.length === 0) return null;
  const count = entries.length;
  return (
    <Box component="section" aria-labelledby="waitlist-heading" sx={{ mb: 3 }}>
      <Typography id="waitlist-heading" variant="h6" component="h3" sx={{ mb: 1, display: 'flex', gap: 1 }}>
        <HourglassTop color="warning" aria-hidden /> <Trans>On the Waitlist ({count})</Trans>
      </Typography>
      <Stack spacing={1.5}>
        {entries.map((e) => {
          const className = e.className;
          const date = formatDate(e.classDate);
          return (
            <Paper
              key={e.id}
              variant="outlined"
              sx={{
                p: 2,
                display: 'flex',
                gap: 2,
                alignItems: { xs: 'stretch', sm: 'center' },
                flexDirection: { xs: 'column', sm: 'row' },
                borderLeft: 4,
                borderLeftColor: 'warning.main',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{e.className}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <WaitlistDay classDate={e.classDate} /> · {formatTimeRange(e.startTime, e.endTime)}
                  {e.location ? ` · ${e.location}` : ''}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
                  {positionLabel(e)}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                color="error"
                onClick={() => actions.leave(e)}
                disabled={actions.pending}
                aria-label={t`Leave Waitlist for ${className} on ${date}`}
              >
                <Trans>Leave Waitlist</Trans>
              </Button>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
