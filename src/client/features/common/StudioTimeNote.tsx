import { type SxProps, type Theme, Typography } from '@mui/material';
import { studioOffsetMinutes, studioTimeZone, useStudioNow } from '../../lib/studioClock';
import { studioTimeNote } from './studioTimeNote';

/** Says that listed times are studio time, only for a device whose own offset differs from the studio's. */
export function StudioTimeNote({ sx }: { sx?: SxProps<Theme> }) {
  // Re-read each minute: the device's or the studio's offset can change while the page is open.
  useStudioNow();
  // The device's own offset is read only to decide whether to say this, never to show a time.
  const deviceOffset = -new Date().getTimezoneOffset();
  const note = studioTimeNote(studioTimeZone(), studioOffsetMinutes(), deviceOffset);
  if (!note) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" role="note" sx={sx}>
      {note}
    </Typography>
  );
}
