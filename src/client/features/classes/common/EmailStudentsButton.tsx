import { Trans } from '@lingui/react/macro';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import BulkEmailDialog from '../../students/BulkEmailDialog';

interface Recipient {
  id?: number;
  name: string;
  email: string;
}

/** "Email Students": the bulk e-mail dialog with this class's students as its recipients. */
export function EmailStudentsButton({ recipients }: { recipients: Recipient[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EmailOutlined />}
        onClick={() => setOpen(true)}
        disabled={recipients.length === 0}
      >
        <Trans>Email Students</Trans>
      </Button>
      {/* Mounted per opening, so the checklist starts from the class's current students. */}
      {open && <BulkEmailDialog open onClose={() => setOpen(false)} recipients={recipients} />}
    </>
  );
}
