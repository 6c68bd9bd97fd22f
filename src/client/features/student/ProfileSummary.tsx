import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { TSessionStudent } from '../../../shared/schemas/auth';

/** The signed-in student's basic information (primary e-mail is read-only, spec 01 §5). */
export function ProfileSummary({ student }: { student: TSessionStudent }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Basic Information
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextField label="Full Name" value={student.name} slotProps={{ input: { readOnly: true } }} />
          <TextField label="Primary Email" value={student.email} slotProps={{ input: { readOnly: true } }} />
          <TextField label="Phone" value={student.phone ?? ''} slotProps={{ input: { readOnly: true } }} />
        </Stack>
      </CardContent>
    </Card>
  );
}
