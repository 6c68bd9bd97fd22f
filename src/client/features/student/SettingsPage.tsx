import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import type { TSessionStudent } from '../../../shared/schemas/auth';
import { DashboardHeader } from './DashboardHeader';
import { ProfileSummary } from './ProfileSummary';

export function SettingsPage({ student }: { student: TSessionStudent }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <DashboardHeader student={student} />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Button component={Link} to="/" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          Back to Dashboard
        </Button>
        <Typography variant="h4" component="h1" gutterBottom>
          Settings
        </Typography>
        <ProfileSummary student={student} />
      </Container>
    </Box>
  );
}
