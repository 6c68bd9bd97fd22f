import { Trans, useLingui } from '@lingui/react/macro';
import CalendarToday from '@mui/icons-material/CalendarToday';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Phone from '@mui/icons-material/Phone';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Avatar, Box, Button, Card, Checkbox, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { TStudentSummary } from '../../../shared/schemas/students';
import { formatStudioDate } from '../../lib/studioClock';
import { StudentStatusChip } from './StudentStatusChip';
import { initialsOf } from './studentDisplay';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', minWidth: 0 }}>
      <Box component="span" sx={{ display: 'flex', '& svg': { fontSize: 16 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Box>
  );
}

export interface StudentCardProps {
  student: TStudentSummary;
  selected: boolean;
  onSelect: (student: TStudentSummary, selected: boolean) => void;
  onView: (student: TStudentSummary) => void;
  onEdit: (student: TStudentSummary) => void;
  onDelete: (student: TStudentSummary) => void;
}

/**
 * One student: a tick for Bulk Email, initials, name, e-mail, status, phone, when they were added,
 * and View / Edit / Delete. The actions sit under the details on a phone and beside them on wider
 * screens.
 */
export function StudentCard({ student: s, selected, onSelect, onView, onEdit, onDelete }: StudentCardProps) {
  const { t } = useLingui();
  const name = s.name;
  const created = formatStudioDate(s.createdAt);
  return (
    <Card component="li" aria-label={s.name} variant="outlined">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'auto auto minmax(0, 1fr)', md: 'auto auto minmax(0, 1fr) auto' },
          gridTemplateAreas: {
            xs: '"check avatar main" "actions actions actions"',
            md: '"check avatar main actions"',
          },
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 1,
          p: 1.5,
          pl: 0.5,
        }}
      >
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(s, e.target.checked)}
          slotProps={{ input: { 'aria-label': t`Select ${name} for Bulk Email` } }}
          sx={{ gridArea: 'check' }}
        />
        <Avatar
          sx={{ gridArea: 'avatar', bgcolor: 'primary.light', fontWeight: 600, fontSize: 16 }}
          aria-hidden
        >
          {initialsOf(s.name)}
        </Avatar>
        <Box sx={{ gridArea: 'main', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
              {s.name}
            </Typography>
            <StudentStatusChip status={s.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap>
            {s.email}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.5 }}>
            <Fact icon={<Phone />}>{s.phone || t`No phone`}</Fact>
            <Fact icon={<CalendarToday />}>
              <Trans>Created {created}</Trans>
            </Fact>
          </Box>
        </Box>
        <Box
          sx={{
            gridArea: 'actions',
            display: 'flex',
            gap: 1,
            pl: { xs: 1, md: 0 },
            '& > *': { flex: { xs: 1, md: 'none' } },
          }}
        >
          <Button
            size="small"
            variant="outlined"
            startIcon={<VisibilityOutlined />}
            onClick={() => onView(s)}
            aria-label={t`View ${name}`}
          >
            <Trans>View</Trans>
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={() => onEdit(s)}
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => onDelete(s)}
            aria-label={t`Delete ${name}`}
          >
            <Trans>Delete</Trans>
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
