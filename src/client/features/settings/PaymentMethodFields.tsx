import { t } from '@lingui/core/macro';
import { Box, Divider, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { SettingKey } from '../../../shared/schemas/settings';
import { SettingSwitch, SettingTextField } from './SettingFields';
import type { SettingsForm } from './useSettingsForm';

interface Method {
  enabled: SettingKey;
  label: string;
  helperText: string;
  details?: (form: SettingsForm) => ReactNode;
  /** The detail keys: shown even while the method is off if one is invalid, so it can be fixed. */
  detailKeys?: SettingKey[];
}

/** A function, not a constant: it reads the active language when the tab renders. */
const methods = (): Method[] => [
  {
    enabled: 'eTransferEnabled',
    label: t`Interac e-Transfer`,
    helperText: t`Students send an e-Transfer to the studio’s address.`,
    detailKeys: ['eTransferEmail'],
    details: (form) => (
      <SettingTextField
        form={form}
        name="eTransferEmail"
        label={t`e-Transfer Email`}
        type="email"
        helperText={t`Shown to students with a copy button. Leave empty to have them ask.`}
      />
    ),
  },
  { enabled: 'cashEnabled', label: t`Cash`, helperText: t`Paid at the studio.` },
  {
    enabled: 'paypalEnabled',
    label: 'PayPal',
    helperText: t`Students send a PayPal payment.`,
    detailKeys: ['paypalEmail'],
    details: (form) => (
      <SettingTextField form={form} name="paypalEmail" label={t`PayPal Email`} type="email" />
    ),
  },
  {
    enabled: 'bankTransferEnabled',
    label: t`Bank Transfer`,
    helperText: t`Students transfer from their bank to the studio account.`,
    detailKeys: ['bankName', 'bankAccount', 'bankTransit'],
    details: (form) => (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <SettingTextField form={form} name="bankName" label={t`Bank Name`} />
        <SettingTextField form={form} name="bankAccount" label={t`Account Number`} numeric />
        <SettingTextField form={form} name="bankTransit" label={t`Transit Number`} numeric />
      </Box>
    ),
  },
  {
    enabled: 'stripeEnabled',
    label: 'Stripe',
    helperText: t`Card payments online through Stripe Checkout: students see Pay by Card once the Stripe keys below are saved.`,
  },
  { enabled: 'squareEnabled', label: 'Square', helperText: t`Card payments on the Square terminal or link.` },
];

/** The ways students may pay, each with its details; students see them on their Payments tab. */
export function PaymentMethodFields({ form }: { form: SettingsForm }) {
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5}>
      {methods().map((m) => (
        <Box key={m.enabled}>
          <SettingSwitch form={form} name={m.enabled} label={m.label} helperText={m.helperText} />
          {m.details && (form.values[m.enabled] === 'true' || m.detailKeys?.some((k) => form.errors[k])) && (
            <Box sx={{ mt: 1.5, pl: { xs: 0, sm: 6 } }}>{m.details(form)}</Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
