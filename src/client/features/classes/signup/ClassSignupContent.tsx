import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Grid, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { tr } from '../../../i18n/tr';
import { errorMessage, trpc } from '../../../lib/trpc';
import { StudioTimeNote } from '../../common/StudioTimeNote';
import { ClassTypeSummary } from './ClassTypeSummary';
import { parseClassTypeId } from './classTypeParam';
import { SignupScheduleCard } from './SignupScheduleCard';
import { ReturnToDashboard, SignupLoading, SignupMessage } from './SignupStates';

const byDayAndTime = (a: TClassSchedule, b: TClassSchedule) =>
  a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime);

/**
 * /class-signup/{classTypeId} for either viewer: the class type and its active schedules with
 * enrolment counts, and the no-id, invalid-id, loading and not-found states. Holds no admin code; the
 * admin view passes its actions in.
 */
export function ClassSignupContent({
  classTypeId,
  actions,
  emptyAction,
  toolbar,
}: {
  classTypeId: string | undefined;
  actions?: (schedule: TClassSchedule) => ReactNode;
  emptyAction?: ReactNode;
  /** Shown beside "Return to Dashboard" once the class has loaded. */
  toolbar?: ReactNode;
}) {
  const { t } = useLingui();
  const param = parseClassTypeId(classTypeId);
  const id = param.kind === 'id' ? param.id : 0;
  const type = useQuery({ ...trpc.classes.getType.queryOptions({ id }), enabled: param.kind === 'id' });
  const schedules = useQuery({
    ...trpc.classes.listSchedules.queryOptions({ classTypeId: id }),
    enabled: param.kind === 'id' && type.isSuccess,
  });

  if (param.kind === 'missing') {
    return (
      <SignupMessage
        title={t`No class selected`}
        detail={t`Choose a class from the dashboard to see its schedule.`}
      />
    );
  }
  if (param.kind === 'invalid') {
    return (
      <SignupMessage title={t`Invalid class`} detail={t`"${classTypeId}" is not a valid class type id.`} />
    );
  }
  if (type.isPending) return <SignupLoading />;
  if (type.isError) {
    return type.error.data?.code === 'NOT_FOUND' ? (
      <SignupMessage
        title={tr(CLASS_MESSAGES.classTypeNotFound)}
        detail={t`It may have been removed or deactivated.`}
      />
    ) : (
      <SignupMessage
        title={t`Something went wrong`}
        detail={errorMessage(type.error, t`Failed to load the class`)}
      />
    );
  }

  const active = (schedules.data ?? []).filter((s) => s.isActive).sort(byDayAndTime);
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <ReturnToDashboard />
        {toolbar}
      </Stack>
      <ClassTypeSummary classType={type.data} />
      <Box component="section" aria-label={t`Class schedules`}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          <Trans>Weekly Schedule</Trans>
        </Typography>
        <StudioTimeNote sx={{ mt: -1.5, mb: 2 }} />
        {schedules.isPending && (
          <Typography color="text.secondary">
            <Trans>Loading schedules...</Trans>
          </Typography>
        )}
        {schedules.isError && (
          <Alert severity="error">{errorMessage(schedules.error, t`Failed to load schedules`)}</Alert>
        )}
        {schedules.data && active.length === 0 && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary" sx={{ mb: emptyAction ? 2 : 0 }}>
              <Trans>No active schedules for this class yet.</Trans>
            </Typography>
            {emptyAction}
          </Paper>
        )}
        {active.length > 0 && (
          <Grid container spacing={2}>
            {active.map((s) => (
              <Grid key={s.id} size={{ xs: 12, md: 6 }}>
                <SignupScheduleCard schedule={s} actions={actions?.(s)} />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
    </Stack>
  );
}
