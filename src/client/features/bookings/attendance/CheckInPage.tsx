import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonAdd from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate, formatTimeRange } from '../../../../shared/dates';
import { checkInNotOpenMessage, noShowTooEarlyMessage } from '../../../../shared/schemas/attendance';
import { zId } from '../../../../shared/schemas/common';
import { tr } from '../../../i18n/tr';
import { errorMessage } from '../../../lib/trpc';
import { StudioTimeNote } from '../../common/StudioTimeNote';
import { CheckInCounts } from './CheckInCounts';
import { CheckInRow } from './CheckInRow';
import { useCheckIn } from './useCheckIn';
import { WalkInDialog } from './WalkInDialog';

function BackButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else void navigate({ to: '/', search: { section: 'schedule' } });
  };
  return (
    <IconButton onClick={back} aria-label={t`Back`} edge="start" sx={{ width: 48, height: 48 }}>
      <ArrowBack />
    </IconButton>
  );
}

function CheckIn({ classInstanceId }: { classInstanceId: number }) {
  const { t } = useLingui();
  const { roster, mark, walkIn, reload } = useCheckIn(classInstanceId);
  const [walkInOpen, setWalkInOpen] = useState(false);

  if (roster.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t`Loading the class`} />
      </Box>
    );
  }
  if (roster.isError) {
    // A class that does not exist will not appear by retrying; a dropped connection may.
    const missing = roster.error.data?.code === 'NOT_FOUND';
    return (
      <Alert
        severity="error"
        action={
          !missing && (
            <Button color="inherit" onClick={() => void reload()}>
              <Trans>Retry</Trans>
            </Button>
          )
        }
      >
        {errorMessage(roster.error, t`Failed to load the class`)}
      </Alert>
    );
  }
  const data = roster.data;
  const canMark = !data.isCancelled && data.checkInOpen;
  const saving = mark.isPending ? Number(mark.variables?.bookingId) : undefined;

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {data.className}
        </Typography>
        <Typography color="text.secondary">
          {formatDate(data.classDate)} · {formatTimeRange(data.startTime, data.endTime)}
          {data.location ? ` · ${data.location}` : ''}
        </Typography>
        <StudioTimeNote />
      </Box>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <CheckInCounts roster={data} />
      </Box>
      {data.isCancelled && (
        <Alert severity="error">
          <Trans>This class has been cancelled.</Trans>
        </Alert>
      )}
      {!data.isCancelled && !data.checkInOpen && (
        <Alert severity="info">{tr(checkInNotOpenMessage(data.classDate))}.</Alert>
      )}
      {canMark && !data.noShowOpen && (
        <Alert severity="info">{tr(noShowTooEarlyMessage(data.startTime))}.</Alert>
      )}
      {canMark && (
        <Button
          variant="contained"
          size="large"
          startIcon={<PersonAdd />}
          onClick={() => setWalkInOpen(true)}
          sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <Trans>Walk-in</Trans>
        </Button>
      )}
      {data.students.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          <Trans>No students are booked in this class yet.</Trans>
        </Typography>
      ) : (
        <Stack component="ul" aria-label={t`Students`} spacing={1} sx={{ m: 0, p: 0 }}>
          {data.students.map((student) => (
            <CheckInRow
              key={student.bookingId}
              student={student}
              canMark={canMark}
              canMarkNoShow={data.noShowOpen}
              saving={saving === student.bookingId}
              onMark={(next) => mark.mutate({ bookingId: student.bookingId, attendance: next })}
            />
          ))}
        </Stack>
      )}
      {canMark && (
        <WalkInDialog open={walkInOpen} onClose={() => setWalkInOpen(false)} roster={data} walkIn={walkIn} />
      )}
    </Stack>
  );
}

/** /check-in/{classInstanceId}: the class's students, checked in at the door on a phone or tablet. */
export default function CheckInPage() {
  const { classInstanceId } = useParams({ from: '/check-in/$classInstanceId' });
  const id = zId.safeParse(classInstanceId);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.paper' }}>
      <Container maxWidth="md" sx={{ py: { xs: 1, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <BackButton />
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            <Trans>Check In</Trans>
          </Typography>
        </Box>
        {id.success ? (
          <CheckIn classInstanceId={id.data} />
        ) : (
          <Alert severity="error">
            <Trans>Class instance not found</Trans>
          </Alert>
        )}
      </Container>
    </Box>
  );
}
