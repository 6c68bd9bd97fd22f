import EventBusy from '@mui/icons-material/EventBusy';
import { Paper, type SxProps, type Theme, Typography } from '@mui/material';

/** The calendar's empty-period message ("No classes scheduled for this …"). */
export function EmptyPeriod({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Paper
      variant="outlined"
      sx={[
        { py: 5, px: 2, textAlign: 'center', color: 'text.secondary', borderStyle: 'dashed' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <EventBusy sx={{ fontSize: 36, mb: 1, color: 'text.disabled' }} aria-hidden />
      <Typography>{text}</Typography>
    </Paper>
  );
}
