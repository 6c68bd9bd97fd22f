import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const types = useQuery(trpc.classes.listTypes.queryOptions());
  return (
    <TextField
      select
      label={t`Class Type`}
      required
      fullWidth
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error || types.isError}
      helperText={types.isError ? t`Failed to load class types` : helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{types.isPending ? t`Loading class types…` : t`Select a class type`}</option>
      {types.data?.map((type) => {
        const name = type.name;
        const duration = type.duration;
        const price = formatMoney(type.price);
        return (
          <option key={type.id} value={String(type.id)}>
            {type.isActive
              ? t`${name} (${duration} min, ${price})`
              : t`${name} (${duration} min, ${price}) – inactive`}
          </option>
        );
      })}
    </TextField>
  );
}
