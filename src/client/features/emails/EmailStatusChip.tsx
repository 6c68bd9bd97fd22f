import { Chip } from '@mui/material';
import type { TOutboundStatus } from '../../../shared/schemas/email';
import { statusLook } from './emailStatusLook';

/** Sent is the success badge; queued, sending, failed and not sent are outlined in their colour. */
export function EmailStatusChip({ status }: { status: TOutboundStatus }) {
  const look = statusLook(status);
  return (
    <Chip
      size="small"
      label={look.label}
      color={look.color}
      variant={look.variant}
      sx={{ fontWeight: 600, fontSize: 12, height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
