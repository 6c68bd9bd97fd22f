import { Container } from '@mui/material';
import { ClassSignupContent } from './ClassSignupContent';

/** The student's /class-signup view: read-only for now (enrolling arrives with bookings). */
export function StudentClassSignup({ classTypeId }: { classTypeId: string | undefined }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <ClassSignupContent classTypeId={classTypeId} />
    </Container>
  );
}
