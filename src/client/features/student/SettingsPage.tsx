import { Trans } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import type { TSessionStudent } from '../../../shared/schemas/auth';
import { DashboardHeader } from './DashboardHeader';
import { ProfileGate } from './ProfileGate';
import { StudentSettingsPanels } from './settings/StudentSettingsPanels';

/** /settings: the same panels as the dashboard's Settings tab, with a way back. */
export function SettingsPage({ student }: { student: TSessionStudent }) {
  return (
    <ProfileGate studentId={student.id}>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <DashboardHeader student={student} />
        <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 2, sm: 3 } }}>
          <Button component={Link} to="/" startIcon={<ArrowBack />} sx={{ mb: 2, ml: -1 }}>
            <Trans>Back to Dashboard</Trans>
          </Button>
          <Typography
            variant="h4"
            component="h1"
            gutterBottom
            sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            <Trans>Settings</Trans>
          </Typography>

          <StudentSettingsPanels studentId={student.id} />
        </Container>
      </Box>
    </ProfileGate>
  );
}
