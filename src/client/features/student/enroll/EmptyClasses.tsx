import EventBusy from '@mui/icons-material/EventBusy';
import { Paper, Typography } from '@mui/material';

/** The calendar's empty message ("No classes scheduled for this …"). */
export function EmptyClasses({ text, detail }: { text: string; detail?: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        py: { xs: 4, sm: 5 },
        px: 2,
        textAlign: 'center',
        borderStyle: 'dashed',
        color: 'text.secondary',
      }}
    >
      <EventBusy sx={{ fontSize: 36, mb: 1, color: 'text.disabled' }} aria-hidden />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{text}</Typography>
      {detail && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}
