import { useLingui } from '@lingui/react/macro';
import AccountBalance from '@mui/icons-material/AccountBalance';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { tr } from '../../i18n/tr';
import { ratesText } from './reportFormat';

/** Where the studio charges tax, the taxes in force at the period's end, and any rate that changed in it. */
export function JurisdictionCard({ report }: { report: TFinancialReport }) {
  const { t } = useLingui();
  const { jurisdiction: j } = report;
  const changed = report.taxes.filter((tax) => tax.ratePercents.length > 1);
  const defaultNote =
    j.source === 'default' ? `${t`No tax settings saved: the default 5% Tax applies.`} ` : '';
  return (
    <Card component="section" aria-labelledby="tax-jurisdiction-title">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <AccountBalance aria-hidden color="primary" sx={{ mt: 0.5 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="tax-jurisdiction-title" variant="h6" component="h3">
            {t`Tax Jurisdiction`}
          </Typography>
          <Typography>
            {tr(j.region)}, {tr(j.country)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
            {j.taxes.length === 0 && <Chip size="small" label={t`No sales tax`} />}
            {j.taxes.map((tax) => (
              <Chip
                key={`${tax.kind}-${tax.label}`}
                size="small"
                color="primary"
                variant="outlined"
                label={`${tr(tax.label)} ${tax.ratePercent}%`}
              />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {defaultNote}
            {j.inclusive
              ? t`Prices include tax; the tax shown is the tax recorded with each payment when it was received, at the rates in force that day. A change to the tax settings applies to payments recorded afterwards.`
              : t`Tax is added to prices; the tax shown is the tax recorded with each payment when it was received, at the rates in force that day. A change to the tax settings applies to payments recorded afterwards.`}
          </Typography>
          {changed.map((tax) => {
            const name = tr(tax.label);
            const rates = ratesText(tax.ratePercents);
            return (
              <Typography key={`${tax.kind}-${tax.label}`} variant="body2" color="text.secondary">
                {t`${name} changed in this period (${rates}).`}
              </Typography>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
