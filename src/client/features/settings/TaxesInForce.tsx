import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TTaxesInForce } from '../../../shared/schemas/settings';
import { trpc } from '../../lib/trpc';

const linesText = (t: TTaxesInForce) =>
  t.lines.length === 0 ? 'no tax' : t.lines.map((l) => `${l.label} ${l.ratePercent}%`).join(' + ');

/** What the app charges today, as saved (not the unsaved form): the truth behind the fields above. */
export function TaxesInForce() {
  const taxes = useQuery(trpc.settings.taxesInForce.queryOptions());
  if (!taxes.data) return null;
  const t = taxes.data;
  const how = t.inclusive ? 'prices include tax' : 'tax is added to prices';
  return (
    <Alert severity={t.source === 'default' ? 'warning' : 'info'} role="status" aria-label="Taxes in force">
      {t.source === 'default'
        ? `No tax settings saved yet: the default ${linesText(t)} applies (${how}) until you save these.`
        : `Charged today: ${linesText(t)}, ${how}${t.source === 'legacy' ? ' (from the older tax settings)' : ''}.`}
    </Alert>
  );
}
