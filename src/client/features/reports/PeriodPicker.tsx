import { useLingui } from '@lingui/react/macro';
import { Box, MenuItem, TextField } from '@mui/material';
import { type DayRange, PERIODS, type PeriodId } from './periods';

export const RANGE_ERROR_ID = 'report-range-error';

/** Period (spec 03 §2.3), and the two dates of a Custom Range. */
export function PeriodPicker({
  period,
  onPeriod,
  custom,
  onCustom,
  rangeInvalid,
}: {
  period: PeriodId;
  onPeriod: (id: PeriodId) => void;
  custom: DayRange;
  onCustom: (range: DayRange) => void;
  rangeInvalid: boolean;
}) {
  const { i18n, t } = useLingui();
  const dateInput = rangeInvalid ? { 'aria-invalid': true, 'aria-describedby': RANGE_ERROR_ID } : undefined;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'minmax(180px, 220px) repeat(2, minmax(0, 170px))',
        },
      }}
    >
      <TextField
        select
        size="small"
        label={t`Period`}
        value={period}
        onChange={(e) => onPeriod(e.target.value as PeriodId)}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {PERIODS.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {i18n._(p.label)}
          </MenuItem>
        ))}
      </TextField>
      {period === 'custom' && (
        <>
          <TextField
            type="date"
            size="small"
            label={t`Start date`}
            value={custom.from}
            onChange={(e) => onCustom({ ...custom, from: e.target.value })}
            error={rangeInvalid}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: dateInput }}
          />
          <TextField
            type="date"
            size="small"
            label={t`End date`}
            value={custom.to}
            onChange={(e) => onCustom({ ...custom, to: e.target.value })}
            error={rangeInvalid}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: dateInput }}
          />
        </>
      )}
    </Box>
  );
}
