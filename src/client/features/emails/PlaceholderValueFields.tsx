import { Trans } from '@lingui/react/macro';
import { Box, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { placeholderHint, placeholderLabel, placeholderToken } from './placeholderFields';

/** One field per placeholder the sender fills (class, date, amount … or a custom one). */
export function PlaceholderValueFields({
  names,
  values,
  onChange,
}: {
  names: readonly string[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
}) {
  const headingId = useId();
  if (names.length === 0) return null;
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="legend" sx={{ mb: 1 }}>
        <Trans>Placeholder values</Trans>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {names.map((name) => {
          const label = placeholderLabel(name);
          const token = placeholderToken(name);
          return (
            <TextField
              key={name}
              label={`${label} ${token}`}
              value={values[name] ?? ''}
              onChange={(e) => onChange(name, e.target.value)}
              helperText={placeholderHint(name)}
              size="small"
              fullWidth
            />
          );
        })}
      </Box>
    </Box>
  );
}
