import { Box, Button, Container, Typography } from '@mui/material';
import { createFileRoute, Link } from '@tanstack/react-router';
import { FullPageSpinner } from '../../features/common/FullPageSpinner';
import { GuardMessage } from '../../features/common/guards';
import { useSession } from '../../lib/session';

/** The class enrolment page; its schedules and enrolment arrive with the classes and bookings issues. */
function ClassSignup() {
  const { classTypeId } = Route.useParams();
  const session = useSession();
  if (session.kind === 'loading') return <FullPageSpinner />;
  if (session.kind === 'none') {
    return (
      <GuardMessage
        title="Please log in to access your dashboard."
        action={
          <Button variant="contained" component={Link} to="/">
            Go to Login
          </Button>
        }
      />
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={Link} to="/" sx={{ mb: 2 }}>
        Return to Dashboard
      </Button>
      <Box>
        <Typography variant="h4" component="h1">
          Class enrolment
        </Typography>
        <Typography color="text.secondary">Class type #{classTypeId}</Typography>
      </Box>
    </Container>
  );
}

export const Route = createFileRoute('/class-signup/$classTypeId')({ component: ClassSignup });
