import { Trans } from '@lingui/react/macro';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { withArea } from '../../i18n/language';

// Downloaded when first opened: the dashboard's first paint carries no dialog (the first-load budget).
const AddToCalendarDialog = lazy(
  withArea('account', () =>
    import('./AddToCalendarDialog').then((m) => ({ default: m.AddToCalendarDialog })),
  ),
);

/**
 * The dashboard's "Add to calendar": a dialog that explains the private feed, creates it on first
 * use, then offers Subscribe and Copy. Regenerating and turning it off live in Settings.
 */
export function AddToCalendarButton() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button variant="outlined" startIcon={<CalendarMonth />} onClick={() => setOpen(true)}>
        <Trans>Add to calendar</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddToCalendarDialog titleId={titleId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
