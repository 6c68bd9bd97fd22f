import { Trans, useLingui } from '@lingui/react/macro';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import { Box, Button, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { LedgerStudentFilter } from './LedgerStudentFilter';
import { type LedgerFilters as Filters, hasFilters, NO_FILTERS } from './ledgerQuery';

export const RANGE_ERROR_ID = 'ledger-date-range-error';

function DateField({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={invalid}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: invalid ? { 'aria-invalid': true, 'aria-describedby': RANGE_ERROR_ID } : undefined,
      }}
      sx={{ minWidth: 0 }}
    />
  );
}

/** Start date, End date, Student and Clear filters, then `actions` (Export CSV); stacked on a phone. */
export function LedgerFilters({
  filters,
  onChange,
  rangeInvalid,
  actions,
}: {
  filters: Filters;
  onChange: (update: (prev: Filters) => Filters) => void;
  rangeInvalid: boolean;
  actions: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Box
      role="search"
      aria-label={t`Payment filters`}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(0, 170px) minmax(0, 170px) minmax(200px, 1fr) auto',
        },
      }}
    >
      <DateField
        label={t`Start date`}
        value={filters.startDate}
        onChange={(startDate) => onChange((f) => ({ ...f, startDate }))}
        invalid={rangeInvalid}
      />
      <DateField
        label={t`End date`}
        value={filters.endDate}
        onChange={(endDate) => onChange((f) => ({ ...f, endDate }))}
        invalid={rangeInvalid}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        <LedgerStudentFilter
          studentId={filters.studentId}
          onChange={(studentId) => onChange((f) => ({ ...f, studentId }))}
        />
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          display: 'flex',
          gap: 1,
          '& > *': { flex: { xs: 1, md: 'none' }, whiteSpace: 'nowrap' },
        }}
      >
        <Button
          variant="outlined"
          startIcon={<FilterAltOff />}
          disabled={!hasFilters(filters)}
          onClick={() => onChange(() => NO_FILTERS)}
          sx={{ height: 40 }}
        >
          <Trans>Clear filters</Trans>
        </Button>
        {actions}
      </Box>
    </Box>
  );
}
