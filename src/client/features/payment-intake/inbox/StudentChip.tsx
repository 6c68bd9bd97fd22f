import School from '@mui/icons-material/School';
import { Chip } from '@mui/material';

/** The message came from a student's address: "Student: Jo Park". */
export function StudentChip({ name }: { name: string | null }) {
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<School />}
      label={name ? `Student: ${name}` : 'Student'}
      sx={{ maxWidth: '100%', fontWeight: 600 }}
    />
  );
}
