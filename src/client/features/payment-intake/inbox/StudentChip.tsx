import { useLingui } from '@lingui/react/macro';
import School from '@mui/icons-material/School';
import { Chip } from '@mui/material';

/** The message came from a student's address: "Student: Jo Park". */
export function StudentChip({ name }: { name: string | null }) {
  const { t } = useLingui();
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<School />}
      label={name ? t`Student: ${name}` : t`Student`}
      sx={{ maxWidth: '100%', fontWeight: 600 }}
    />
  );
}
