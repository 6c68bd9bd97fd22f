import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link, useNavigate } from '@tanstack/react-router';
import { AdminHeader } from './AdminHeader';

export type AdminPageId =
  | 'classes'
  | 'create-class-type'
  | 'create-class-schedule'
  | 'create-single-class'
  | 'payment-ledger'
  | 'email-templates'
  | 'schedule'
  | 'edit-schedule';

const TITLES: Record<AdminPageId, string> = {
  classes: 'Class Management',
  'create-class-type': 'Create Class Type',
  'create-class-schedule': 'Create Class Schedule',
  'create-single-class': 'Create Single Class',
  'payment-ledger': 'Payment Ledger',
  'email-templates': 'Email Templates',
  schedule: 'Class Schedules',
  'edit-schedule': 'Edit Schedule',
};

/** The stand-alone admin pages (spec 02 §2 routes); their forms and tables plug in per issue. */
export default function AdminPage({ page }: { page: AdminPageId }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AdminHeader onSettings={() => void navigate({ to: '/', search: { section: 'settings' } })} />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Button component={Link} to="/" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          Back to Dashboard
        </Button>
        <Typography variant="h4" component="h1">
          {TITLES[page]}
        </Typography>
      </Container>
    </Box>
  );
}
