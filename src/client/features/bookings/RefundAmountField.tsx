import { useLingui } from '@lingui/react/macro';
import { Box, Button, TextField } from '@mui/material';
import { decimalToCents, formatMoney } from '../../../shared/money';
import { currencyAdornment } from '../common/currencyAdornment';
import { MAX_REFUND, refundPresets } from './bookingFormat';

export interface RefundAmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  priceCents: number;
  error: string | null;
  disabled?: boolean;
}

/** The credit to grant (0–1000, cents) and the Full Price / 50% / No Refund quick buttons. */
export function RefundAmountField({ value, onChange, priceCents, error, disabled }: RefundAmountFieldProps) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={t`Refund amount`}
        type="number"
        size="small"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        error={Boolean(error)}
        helperText={
          error ??
          t`Credit added to the student's account, never more than they paid for the class (an unpaid class's charge is removed instead)`
        }
        slotProps={{
          htmlInput: { min: 0, max: MAX_REFUND, step: 0.01, inputMode: 'decimal' },
          input: currencyAdornment(),
        }}
      />
      <Box role="group" aria-label={t`Refund presets`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {refundPresets(priceCents).map((preset) => {
          const active = decimalToCents(value) === decimalToCents(preset.amount);
          return (
            <Button
              key={preset.label}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              disabled={disabled}
              onClick={() => onChange(preset.amount)}
              title={formatMoney(preset.amount, { grouping: false })}
              sx={{ flex: { xs: 1, sm: 'none' }, px: 1.5 }}
            >
              {preset.label}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
