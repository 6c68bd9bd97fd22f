import { Trans } from '@lingui/react/macro';
import { Box, Button, Paper, Typography } from '@mui/material';
import { CancellationFields } from '../common/CancellationFields';
import { useCancelClass } from '../common/useCancelClass';

/** The class details' "Cancellation Options": reason, notify and credits switches, "Cancel Class". */
export function CancellationOptionsPanel({
  classInstanceId,
  onCancelled,
}: {
  classInstanceId: number;
  onCancelled: () => void;
}) {
  const cancel = useCancelClass({ classInstanceId }, onCancelled);
  return (
    <Paper
      component="form"
      onSubmit={cancel.onSubmit}
      noValidate
      variant="outlined"
      aria-labelledby="cancellation-options-title"
      sx={(theme) => ({ p: 2, borderColor: theme.palette.error.light, bgcolor: 'background.default' })}
    >
      <Typography id="cancellation-options-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        <Trans>Cancellation Options</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <Trans>Cancelling removes the class from the calendar and cancels its confirmed bookings.</Trans>
      </Typography>
      <CancellationFields form={cancel.form} onChange={cancel.setForm} disabled={cancel.isPending} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" color="error" disabled={!cancel.canSubmit}>
          {cancel.isPending ? <Trans>Cancelling...</Trans> : <Trans>Cancel Class</Trans>}
        </Button>
      </Box>
    </Paper>
  );
}
