import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  InputAdornment,
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
import { type ProductValues, typeIdsOf } from './productForm';

const VALIDITY_UNIT_LABELS = { day: 'Days', week: 'Weeks', month: 'Months' } as const;
const ALLOWANCE_LABELS = {
  unlimited: 'Unlimited classes',
  per_week: 'A number of classes a week',
  per_month: 'A number of classes a month',
} as const;

function CoveredClassTypes({ form }: { form: ZodForm<ProductValues> }) {
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
      <FormLabel component="legend">Class types it covers</FormLabel>
      <FormGroup row>
        {(types.data ?? []).map((t) => (
          <FormControlLabel
            key={t.id}
            control={<Checkbox checked={chosen.has(t.id)} onChange={(e) => toggle(t.id, e.target.checked)} />}
            label={t.name}
          />
        ))}
      </FormGroup>
      <FormHelperText error={form.errors.classTypeIds !== undefined}>
        {form.errors.classTypeIds ?? 'None ticked: every class type.'}
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
  const v = form.values;
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
            aria-label="Kind of product"
          >
            <ToggleButton value="pack">Class pack</ToggleButton>
            <ToggleButton value="membership">Membership</ToggleButton>
          </ToggleButtonGroup>
        </Grid>
      )}
      <Grid size={12}>
        <TextField
          label="Product Name"
          required
          fullWidth
          autoFocus
          {...form.text('name', v.kind === 'pack' ? 'e.g. 10-Class Card' : 'e.g. Unlimited Monthly')}
        />
      </Grid>
      {v.kind === 'pack' ? (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <CountField form={form} name="classCount" label="Classes" />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <CountField form={form} name="validityCount" label="Valid for" />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField select label="Unit" fullWidth {...form.text('validityUnit')}>
              {Object.entries(VALIDITY_UNIT_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <TextField select label="Validity starts" fullWidth {...form.text('validityFrom')}>
              <MenuItem value="purchase">On purchase</MenuItem>
              <MenuItem value="first_use">On the first class booked with it</MenuItem>
            </TextField>
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              control={
                <Switch checked={v.introOffer} onChange={(e) => form.set('introOffer', e.target.checked)} />
              }
              label="Intro offer: once per student"
            />
          </Grid>
        </>
      ) : (
        <>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField select label="Classes" fullWidth {...form.text('allowance')}>
              {Object.entries(ALLOWANCE_LABELS).map(([value, label]) => (
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
                label={v.allowance === 'per_week' ? 'Classes a week' : 'Classes a month'}
              />
            </Grid>
          )}
          <Grid size={{ xs: 6 }}>
            <CountField
              form={form}
              name="billingDay"
              label="Billing day"
              helper={'Day of the month, 1 to 28'}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <CountField
              form={form}
              name="minimumPeriods"
              label="Minimum months"
              helper={'0: cancel any time'}
            />
          </Grid>
        </>
      )}
      {isNew && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={v.kind === 'pack' ? 'Price' : 'Price a month'}
            required
            fullWidth
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
            {...form.text('price', 'Taxed as any sale is, by your tax settings')}
          />
        </Grid>
      )}
      <Grid size={12}>
        <CoveredClassTypes form={form} />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Switch checked={v.active} onChange={(e) => form.set('active', e.target.checked)} />}
          label="On sale"
        />
        <Typography variant="body2" color="text.secondary">
          Products not on sale keep their terms and prices but are not offered.
        </Typography>
      </Grid>
    </Grid>
  );
}
