import { Chip } from '@mui/material';
import type { TStudentStatus } from '../../../shared/schemas/students';
import { STATUS_COLORS, statusLabel } from './studentDisplay';

export function StudentStatusChip({ status }: { status: TStudentStatus }) {
  return (
    <Chip
      size="small"
      label={statusLabel(status)}
      color={STATUS_COLORS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600, fontSize: 12, height: 22, flexShrink: 0, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
