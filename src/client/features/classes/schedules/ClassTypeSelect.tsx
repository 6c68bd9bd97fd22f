import { TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/money';
import { trpc } from '../../../lib/trpc';

/** A native select labelled "Class Type" (keyboard-, mobile- and test-friendly). */
export function ClassTypeSelect({
  value,
  onChange,
  error,
  helperText,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
}) {
  const types = useQuery(trpc.classes.listTypes.queryOptions());
  return (
    <TextField
      select
      label="Class Type"
      required
      fullWidth
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error || types.isError}
      helperText={types.isError ? 'Failed to load class types' : helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{types.isPending ? 'Loading class types…' : 'Select a class type'}</option>
      {types.data?.map((t) => (
        <option key={t.id} value={String(t.id)}>
          {t.name} ({t.duration} min, {formatMoney(t.price)}){t.isActive ? '' : ' – inactive'}
        </option>
      ))}
    </TextField>
  );
}
