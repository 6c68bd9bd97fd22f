import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { findTaxRegion, regionsOf, TAX_COUNTRIES } from '../../../shared/tax';
import { tr } from '../../i18n/tr';
import { useStudioToday } from '../../lib/studioClock';
import { SettingSelect, SettingSwitch } from './SettingFields';
import { FieldGrid, FullRow } from './SettingsCard';
import { TaxesInForce } from './TaxesInForce';
import { changeCountry, changeRegion, enabledTotalPercent, ratesOutOfDate, taxRows } from './taxCascade';
import type { SettingsForm } from './useSettingsForm';

/** Country and region names are stored in English; each shows in the page's language. */
const asChoices = (names: readonly string[]) => names.map((n) => ({ value: n, label: tr(n) }));

/**
 * Country → region → rates (spec 03 §4): a new country resets the region to its first, and either
 * change takes the rates and enabled flags from the tax table for the studio's today. Rates are
 * read-only; each tax that applies can be switched on or off.
 */
export function TaxFields({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const today = useStudioToday();
  const { country, region } = form.values;
  const rows = taxRows(form.values, today);
  const note = findTaxRegion(country, region)?.note;
  const regionName = region ? tr(region) : null;
  const total = enabledTotalPercent(rows);
  return (
    <FieldGrid>
      <SettingSelect
        form={form}
        name="country"
        label={t`Country`}
        choices={asChoices(TAX_COUNTRIES)}
        onChange={(value) => value !== country && form.setMany(changeCountry(value, today))}
      />
      <SettingSelect
        form={form}
        name="region"
        label={t`State/Province`}
        choices={asChoices(regionsOf(country))}
        onChange={(value) => value !== region && form.setMany(changeRegion(country, value, today))}
      />
      <FullRow>
        <Box
          role="group"
          aria-labelledby="tax-rates-title"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
        >
          <Typography id="tax-rates-title" variant="subtitle2" component="h3">
            <Trans>Tax rates</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {regionName
              ? t`From the built-in tax table for ${regionName}; change the country or region to change them.`
              : t`From the built-in tax table for the region; change the country or region to change them.`}
          </Typography>
          {rows.length === 0 ? (
            <Typography variant="body2">
              {regionName ? t`No tax applies in ${regionName}.` : t`No tax applies in this region.`}
            </Typography>
          ) : (
            <Stack spacing={0.5}>
              {rows.map((row) => {
                const tax = row.label;
                return (
                  <Stack
                    key={row.slot}
                    direction="row"
                    sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 600 }} data-testid={`tax-rate-${row.slot}`}>
                      {row.text}
                    </Typography>
                    <FormControlLabel
                      labelPlacement="start"
                      control={
                        <Switch
                          checked={row.enabled}
                          onChange={(e) => form.set(row.enabledKey, String(e.target.checked))}
                        />
                      }
                      label={t`Enable ${tax}`}
                    />
                  </Stack>
                );
              })}
              <Typography variant="body2" color="text.secondary">
                <Trans>Total charged: {total}%</Trans>
              </Typography>
            </Stack>
          )}
          {note && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {tr(note)}
            </Typography>
          )}
          {ratesOutOfDate(form.values, today) && (
            <Alert
              severity="warning"
              role="note"
              sx={{ mt: 1.5 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => form.setMany(changeRegion(country, region, today))}
                >
                  <Trans>Use today's rates</Trans>
                </Button>
              }
            >
              <Trans>The saved rates are not the rates in force today.</Trans>
            </Alert>
          )}
        </Box>
      </FullRow>
      <FullRow>
        <SettingSwitch
          form={form}
          name="taxInclusive"
          label={t`Prices include tax`}
          helperText={t`On: class prices already contain the tax. Off: tax is added on top of the price.`}
        />
      </FullRow>
      <FullRow>
        <TaxesInForce />
      </FullRow>
    </FieldGrid>
  );
}
