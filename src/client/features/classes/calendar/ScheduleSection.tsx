import { Trans } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import EventNote from '@mui/icons-material/EventNote';
import Today from '@mui/icons-material/Today';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { AdminCalendar } from './AdminCalendar';

/** The admin shell's "schedule" section: the class calendar and the ways to add classes. */
export default function ScheduleSection() {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            mb: 2,
          }}
        >
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            <Trans>Class Schedule</Trans>
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" startIcon={<EventNote />} component={Link} to="/schedule">
              <Trans>Manage Schedules</Trans>
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Today />}
              component={Link}
              to="/create-single-class"
            >
              <Trans>Single Session</Trans>
            </Button>
            <Button
              variant="contained"
              size="small"
              startIcon={<Add />}
              component={Link}
              to="/create-class-schedule"
            >
              <Trans>Add Schedule</Trans>
            </Button>
          </Stack>
        </Box>
        <AdminCalendar />
      </CardContent>
    </Card>
  );
}
