import { useLingui } from '@lingui/react/macro';
import { Box, Chip, ListItem, ListItemButton, Typography } from '@mui/material';
import type { TStudentSummary } from '../../../shared/schemas/students';
import { statusLabel } from './activeStudentsPaging';

/** Name, e-mail, phone and status on one line wide, stacked on a phone. */
export const ROW_COLUMNS = {
  xs: 'minmax(0, 1fr)',
  sm: 'minmax(0, 1.2fr) minmax(0, 1.6fr) minmax(0, 1fr) auto',
} as const;

/** One active student; choosing it opens their profile. Named by its text (WCAG 2.5.3: what it shows). */
export function ActiveStudentRow({
  student,
  divider,
  onOpen,
}: {
  student: TStudentSummary;
  divider: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton onClick={() => onOpen(student.id)}>
        <Box
          sx={{
            width: '100%',
            display: 'grid',
            gridTemplateColumns: ROW_COLUMNS,
            columnGap: 2,
            rowGap: 0.25,
            alignItems: 'center',
          }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{student.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {student.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {student.phone || t`No phone`}
          </Typography>
          <Box>
            <Chip
              size="small"
              label={statusLabel(student.status)}
              color={student.status === 'active' ? 'success' : 'default'}
            />
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
