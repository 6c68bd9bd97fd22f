import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { formatDate } from '../../../../shared/dates';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { TextLink } from '../../common/routerLinks';
import { CapacityBar } from '../common/CapacityBar';
import { FALLBACK_CAPACITY } from '../common/capacity';
import { EditViewMenu } from './EditViewMenu';
import { ScheduleFacts } from './ScheduleFacts';
import { ScheduleNameEditor } from './ScheduleNameEditor';
import type { OpenScheduleDialog } from './scheduleDialogs';

/** One weekly schedule on /schedule: facts, next class enrolment and every action. */
export function ScheduleCard({
  schedule: s,
  onOpen,
  onToggle,
  toggling,
}: {
  schedule: TClassSchedule;
  onOpen: OpenScheduleDialog;
  onToggle: (isActive: boolean) => void;
  toggling: boolean;
}) {
  const { t } = useLingui();
  const max = s.maxStudents || FALLBACK_CAPACITY;
  const nextDate = s.nextClassDate ? formatDate(s.nextClassDate) : '';
  return (
    <Card
      component="article"
      aria-label={s.displayName}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderLeft: 4,
        borderLeftColor: s.isActive ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <ScheduleNameEditor schedule={s}>
            <TextLink
              to="/class-signup/$classTypeId"
              params={{ classTypeId: String(s.classTypeId) }}
              variant="h6"
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 600, lineHeight: 1.3, wordBreak: 'break-word' }}
            >
              {s.displayName}
            </TextLink>
          </ScheduleNameEditor>
          <FormControlLabel
            sx={{ mr: 0, flexShrink: 0 }}
            labelPlacement="start"
            label={
              <Typography variant="body2">
                <Trans>Active</Trans>
              </Typography>
            }
            control={
              <Switch checked={s.isActive} disabled={toggling} onChange={(e) => onToggle(e.target.checked)} />
            }
          />
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 2, mt: 0.5, minHeight: 24, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {s.customName && (
            <Typography variant="body2" color="text.secondary">
              {s.classType.name}
            </Typography>
          )}
          {s.isRecurring && <Chip size="small" label={t`Recurring`} color="primary" variant="outlined" />}
          {!s.isActive && <Chip size="small" label={t`Inactive`} />}
        </Stack>
        <ScheduleFacts schedule={s} />
        <Box sx={{ mt: 2 }}>
          {s.nextClassDate ? (
            <CapacityBar enrolled={s.enrollmentCount} max={max} label={t`Next class: ${nextDate}`} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              <Trans>No upcoming class</Trans>
            </Typography>
          )}
        </Box>
      </CardContent>
      <Divider />
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          <Button size="small" variant="contained" onClick={() => onOpen('edit', s)}>
            <Trans>Edit Schedule</Trans>
          </Button>
          <Button size="small" variant="outlined" onClick={() => onOpen('students', s)}>
            <Trans>Students</Trans>
          </Button>
          <Button size="small" variant="outlined" onClick={() => onOpen('attendees', s)}>
            <Trans>Attendees</Trans>
          </Button>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, ml: 'auto' }}>
          <EditViewMenu onEditDetails={() => onOpen('quick', s)} onToggle={() => onToggle(!s.isActive)} />
          <Button size="small" color="error" onClick={() => onOpen('cancel', s)}>
            <Trans>Cancel Next Class</Trans>
          </Button>
        </Box>
      </CardActions>
    </Card>
  );
}
