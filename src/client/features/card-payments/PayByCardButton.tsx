import { useLingui } from '@lingui/react/macro';
import CreditCard from '@mui/icons-material/CreditCard';
import { Button, type ButtonProps } from '@mui/material';
import type { TStartCheckoutInput } from '../../../shared/schemas/card-payments';
import { useCardCheckout, useCardReady } from './useCardCheckout';

/** "Pay by Card" for what is owed or an invoice; nothing when the studio takes no card payments. */
export function PayByCardButton({
  input,
  label,
  size = 'medium',
  variant = 'contained',
}: {
  input: TStartCheckoutInput;
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const { t } = useLingui();
  const ready = useCardReady();
  const card = useCardCheckout();
  if (!ready) return null;
  return (
    <Button
      variant={variant}
      size={size}
      startIcon={<CreditCard />}
      disabled={card.pending}
      onClick={() => card.pay(input)}
    >
      {card.pending ? t`Opening Stripe...` : (label ?? t`Pay by Card`)}
    </Button>
  );
}
