import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TTaxesInForce } from '../../../shared/schemas/settings';
import { tr } from '../../i18n/tr';
import { trpc } from '../../lib/trpc';

/** "GST 5% + PST 7%" (the rates as the server states them), or null for no tax. */
const linesOf = (t: TTaxesInForce): string | null =>
  t.lines.length === 0 ? null : t.lines.map((l) => `${tr(l.label)} ${l.ratePercent}%`).join(' + ');

/** What the app charges today, as saved (not the unsaved form): the truth behind the fields above. */
export function TaxesInForce() {
  const { t } = useLingui();
  const taxes = useQuery(trpc.settings.taxesInForce.queryOptions());
  if (!taxes.data) return null;
  const data = taxes.data;
  const lines = linesOf(data) ?? t`no tax`;
  const text =
    data.source === 'default'
      ? data.inclusive
        ? t`No tax settings saved yet: the default ${lines} applies (prices include tax) until you save these.`
        : t`No tax settings saved yet: the default ${lines} applies (tax is added to prices) until you save these.`
      : data.source === 'legacy'
        ? data.inclusive
          ? t`Charged today: ${lines}, prices include tax (from the older tax settings).`
          : t`Charged today: ${lines}, tax is added to prices (from the older tax settings).`
        : data.inclusive
          ? t`Charged today: ${lines}, prices include tax.`
          : t`Charged today: ${lines}, tax is added to prices.`;
  return (
    <Alert
      severity={data.source === 'default' ? 'warning' : 'info'}
      role="status"
      aria-label={t`Taxes in force`}
    >
      {text}
    </Alert>
  );
}
