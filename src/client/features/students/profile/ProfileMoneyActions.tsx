import { useLingui } from '@lingui/react/macro';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { Box, Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { AddChargeDialog } from './AddChargeDialog';
import { RefundDialog } from './RefundDialog';
import { RegisterPaymentDialog } from './RegisterPaymentDialog';

type Action = 'payment' | 'charge' | 'refund';

function ActionButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={icon}
      onClick={onClick}
      aria-haspopup="dialog"
      sx={{
        flex: { xs: '1 1 auto', sm: '0 0 auto' },
        whiteSpace: 'nowrap',
        // On a phone the three fit on one line without their icons.
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      {label}
    </Button>
  );
}

/** Register Payment, Add Charge and Refund under the profile's header, each opening its dialog. */
export function ProfileMoneyActions({ studentId, studentName }: { studentId: number; studentName: string }) {
  const { t } = useLingui();
  const [action, setAction] = useState<Action | null>(null);
  // A new key per opening: each dialog starts from its defaults.
  const [opening, setOpening] = useState(0);
  const open = (next: Action) => {
    setOpening((n) => n + 1);
    setAction(next);
  };
  const close = () => setAction(null);
  const dialog = { studentId, studentName, onClose: close };

  return (
    <>
      <Box
        role="group"
        aria-label={t`Money actions`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 3 }, pb: 1.5 }}
      >
        <ActionButton
          icon={<PaymentsOutlined />}
          label={t`Register Payment`}
          onClick={() => open('payment')}
        />
        <ActionButton icon={<AddCircleOutlined />} label={t`Add Charge`} onClick={() => open('charge')} />
        <ActionButton icon={<UndoOutlined />} label={t`Refund`} onClick={() => open('refund')} />
      </Box>
      <RegisterPaymentDialog key={`payment-${opening}`} open={action === 'payment'} {...dialog} />
      <AddChargeDialog key={`charge-${opening}`} open={action === 'charge'} {...dialog} />
      <RefundDialog key={`refund-${opening}`} open={action === 'refund'} {...dialog} />
    </>
  );
}
