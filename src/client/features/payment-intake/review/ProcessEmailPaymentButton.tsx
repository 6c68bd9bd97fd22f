import { Trans } from '@lingui/react/macro';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ProcessEmailPaymentDialog } from './ProcessEmailPaymentDialog';

/** The dashboard's Process Email Payment (spec 03 §2.1): opens the Email Payment Processor. */
export function ProcessEmailPaymentButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ForwardToInbox />} onClick={() => setOpen(true)}>
        <Trans>Process Email Payment</Trans>
      </Button>
      {open && <ProcessEmailPaymentDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
