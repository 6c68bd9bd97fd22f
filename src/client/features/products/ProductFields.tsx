import { Trans, useLingui } from '@lingui/react/macro';
import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LIMITS } from '../../../shared/schemas/products';
import { trpc } from '../../lib/trpc';
import type { ZodForm } from '../../lib/useZodForm';
import { currencyAdornment } from '../common/currencyAdornment';
import { type ProductValues, typeIdsOf } from './productForm';

function CoveredClassTypes({ form }: { form: ZodForm<ProductValues> }) {
  const { t } = useLingui();
  const types = useQuery(trpc.classes.listTypes.queryOptions());
  const chosen = new Set(typeIdsOf(form.values));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    form.set('classTypeIds', [...next].sort((a, b) => a - b).join(','));
  };
  return (
    <>
      <FormLabel component="legend">
        <Trans>Class types it covers</Trans>
      </FormLabel>
      <FormGroup row>
        {(types.data ?? []).map((type) => (
          <FormControlLabel
            key={type.id}
            control={
              <Checkbox checked={chosen.has(type.id)} onChange={(e) => toggle(type.id, e.target.checked)} />
            }
            label={type.name}
          />
        ))}
      </FormGroup>
      <FormHelperText error={form.errors.classTypeIds !== undefined}>
        {form.errors.classTypeIds ?? t`None ticked: every class type.`}
      </FormHelperText>
    </>
  );
}

type CountKey = 'classCount' | 'validityCount' | 'allowanceCount' | 'billingDay' | 'minimumPeriods';

/** A whole-number field with the schema's own bounds. */
function CountField({
  form,
  name,
  label,
  helper,
}: {
  form: ZodForm<ProductValues>;
  name: CountKey;
  label: string;
  helper?: string;
}) {
  const { min, max } = PRODUCT_LIMITS[name];
  return (
    <TextField
      label={label}
      type="number"
      fullWidth
      slotProps={{ htmlInput: { min, max } }}
      {...form.text(name, helper)}
    />
  );
}

/** The product form's fields: the kind (when new), its terms, the types it covers, and a first price. */
export function ProductFields({ form, isNew }: { form: ZodForm<ProductValues>; isNew: boolean }) {
  const { t } = useLingui();
  const v = form.values;
  const validityUnits = [
    { value: 'day', label: t`Days` },
    { value: 'week', label: t`Weeks` },
    { value: 'month', label: t`Months` },
  ];
  const allowances = [
    { value: 'unlimited', label: t`Unlimited classes` },
    { value: 'per_week', label: t`A number of classes a week` },
    { value: 'per_month', label: t`A number of classes a month` },
  ];
  return (
    <Grid container spacing={2}>
      {isNew && (
        <Grid size={12}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={v.kind}
            onChange={(_e, kind) => kind && form.set('kind', kind)}
            aria-label={t`Kind of product`}
          >
            <ToggleButton value="pack">
              <Trans>Class pack</Trans>
            </ToggleButton>
            <ToggleButton value="membership">
              <Trans>Membership</Trans>
            </ToggleButton>
          </ToggleButtonGroup>
        </Grid>
      )}
      <Grid size={12}>
        <TextField
          label={t`Product Name`}
          required
          fullWidth
          autoFocus
          {...form.text('name', v.kind === 'pack' ? t`e.g. 10-Class Card` : t`e.g. Unlimited Monthly`)}
        />
      </Grid>
      {v.kind === 'pack' ? (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <CountField form={form} name="classCount" label={t`Classes`} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <CountField form={form} name="validityCount" label={t`Valid for`} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField select label={t`Unit`} fullWidth {...form.text('validityUnit')}>
              {validityUnits.map(({ value, label }) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <TextField select label={t`Validity starts`} fullWidth {...form.text('validityFrom')}>
              <MenuItem value="purchase">
                <Trans>On purchase</Trans>
              </MenuItem>
              <MenuItem value="first_use">
                <Trans>On the first class booked with it</Trans>
              </MenuItem>
            </TextField>
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              control={
                <Switch checked={v.introOffer} onChange={(e) => form.set('introOffer', e.target.checked)} />
              }
              label={t`Intro offer: once per student`}
            />
          </Grid>
        </>
      ) : (
        <>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField select label={t`Classes`} fullWidth {...form.text('allowance')}>
              {allowances.map(({ value, label }) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {v.allowance !== 'unlimited' && (
            <Grid size={{ xs: 12, sm: 4 }}>
              <CountField
                form={form}
                name="allowanceCount"
                label={v.allowance === 'per_week' ? t`Classes a week` : t`Classes a month`}
              />
            </Grid>
          )}
          <Grid size={{ xs: 6 }}>
            <CountField
              form={form}
              name="billingDay"
              label={t`Billing day`}
              helper={t`Day of the month, 1 to 28`}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <CountField
              form={form}
              name="minimumPeriods"
              label={t`Minimum months`}
              helper={t`0: cancel any time`}
            />
          </Grid>
        </>
      )}
      {isNew && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={v.kind === 'pack' ? t`Price` : t`Price a month`}
            required
            fullWidth
            slotProps={{
              input: currencyAdornment(),
              htmlInput: { inputMode: 'decimal' },
            }}
            {...form.text('price', t`Taxed as any sale is, by your tax settings`)}
          />
        </Grid>
      )}
      <Grid size={12}>
        <CoveredClassTypes form={form} />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Switch checked={v.active} onChange={(e) => form.set('active', e.target.checked)} />}
          label={t`On sale`}
        />
        <Typography variant="body2" color="text.secondary">
          <Trans>Products not on sale keep their terms and prices but are not offered.</Trans>
        </Typography>
      </Grid>
    </Grid>
  );
}
