import AccountBalance from '@mui/icons-material/AccountBalance';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { ratesText } from './reportFormat';

/** Where the studio charges tax, the taxes in force at the period's end, and any rate that changed in it. */
export function JurisdictionCard({ report }: { report: TFinancialReport }) {
  const { jurisdiction: j } = report;
  const changed = report.taxes.filter((t) => t.ratePercents.length > 1);
  return (
    <Card component="section" aria-labelledby="tax-jurisdiction-title">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <AccountBalance aria-hidden color="primary" sx={{ mt: 0.5 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="tax-jurisdiction-title" variant="h6" component="h3">
            Tax Jurisdiction
          </Typography>
          <Typography>
            {j.region}, {j.country}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
            {j.taxes.length === 0 && <Chip size="small" label="No sales tax" />}
            {j.taxes.map((t) => (
              <Chip
                key={`${t.kind}-${t.label}`}
                size="small"
                color="primary"
                variant="outlined"
                label={`${t.label} ${t.ratePercent}%`}
              />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {j.source === 'default' ? 'No tax settings saved: the default 5% Tax applies. ' : ''}
            {j.inclusive ? 'Prices include tax' : 'Tax is added to prices'}; the tax shown is the tax recorded
            with each payment when it was received, at the rates in force that day. A change to the tax
            settings applies to payments recorded afterwards.
          </Typography>
          {changed.map((t) => (
            <Typography key={`${t.kind}-${t.label}`} variant="body2" color="text.secondary">
              {t.label} changed in this period ({ratesText(t.ratePercents)}).
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
