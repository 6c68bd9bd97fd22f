import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { type TStripeConnection, ZStripeKeysInput } from '../../../shared/schemas/card-payments';
import { tr } from '../../i18n/tr';
import { type FieldErrors, fieldErrors } from '../../lib/fieldErrors';
import { formatStudioDate } from '../../lib/studioClock';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { CopyButton } from '../student/payments/CopyButton';
import { SettingsCard } from './SettingsCard';

type Keys = z.input<typeof ZStripeKeysInput>;
const EMPTY: Keys = { publishableKey: '', secretKey: '', webhookSecret: '' };

function SavedKeys() {
  const { t } = useLingui();
  const status = useQuery(trpc.cardPayments.keys.queryOptions());
  if (!status.data) return null;
  const s = status.data;
  if (!s.configured) {
    return (
      <Alert severity="info">
        <Trans>
          No Stripe keys are saved. Students see no card option until they are, and Stripe is switched on
          under Payment Methods.
        </Trans>
      </Alert>
    );
  }
  const publishableKey = s.publishableKey;
  const secretKeyLast4 = s.secretKeyLast4;
  const webhookSecretLast4 = s.webhookSecretLast4;
  const savedAt = s.updatedAt ? formatStudioDate(s.updatedAt, { withTime: true }) : null;
  return (
    <Stack spacing={1} aria-label={t`Saved Stripe keys`}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          color={s.livemode ? 'success' : 'warning'}
          label={s.livemode ? t`Live keys` : t`Test keys`}
        />
        <Chip
          size="small"
          variant="outlined"
          color={s.ready ? 'success' : 'default'}
          label={s.ready ? t`Students can pay by card` : t`Stripe is switched off under Payment Methods`}
        />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Trans>Publishable key: {publishableKey}</Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>Secret key: saved, ends in {secretKeyLast4}</Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>Webhook signing secret: saved, ends in {webhookSecretLast4}</Trans>
      </Typography>
      {savedAt && (
        <Typography variant="body2" color="text.secondary">
          <Trans>Saved {savedAt}</Trans>
        </Typography>
      )}
    </Stack>
  );
}

function WebhookFacts() {
  const { t } = useLingui();
  const status = useQuery(trpc.cardPayments.keys.queryOptions());
  if (!status.data) return null;
  const events = status.data.events.join(', ');
  return (
    <Box>
      <Typography variant="subtitle2">
        <Trans>Webhook endpoint for the Stripe Dashboard</Trans>
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, my: 0.5 }}
      >
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {status.data.webhookUrl}
        </Typography>
        <CopyButton value={status.data.webhookUrl} what={t`the webhook address`} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <Trans>Events to send: {events}.</Trans>
      </Typography>
    </Box>
  );
}

/**
 * Settings → Integration → Stripe: the studio's own keys, saved sealed on the server (the secret ones
 * are never shown again), a Test Connection that says what Stripe answered, and the webhook facts.
 * Acts at once, outside Save Settings.
 */
export function StripeKeysCard() {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [keys, setKeys] = useState<Keys>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [connection, setConnection] = useState<TStripeConnection | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.cardPayments.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.settings.paymentOptions.queryKey() });
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, t`Please try again`), variant: 'destructive' });
  const save = useMutation(trpc.cardPayments.saveKeys.mutationOptions());
  const remove = useMutation(trpc.cardPayments.removeKeys.mutationOptions());
  const test = useMutation(trpc.cardPayments.testConnection.mutationOptions());
  const status = useQuery(trpc.cardPayments.keys.queryOptions());
  const field = (name: keyof Keys, label: string, helper: string) => (
    <TextField
      size="small"
      label={label}
      value={keys[name]}
      onChange={(e) => setKeys({ ...keys, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ? tr(errors[name]) : helper}
      autoComplete="off"
      type={name === 'publishableKey' ? 'text' : 'password'}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
  const submit = () => {
    const parsed = ZStripeKeysInput.safeParse(keys);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(keys, {
      onSuccess: ({ message }) => {
        toast({ title: t`Stripe Keys Saved`, description: message });
        setKeys(EMPTY);
        setConnection(null);
      },
      onError: failed(t`Stripe Keys Not Saved`),
      onSettled: refresh,
    });
  };
  return (
    <SettingsCard
      title="Stripe"
      subtitle={t`Card payments through Stripe Checkout, on the studio's own Stripe account. Changes here take effect at once; Save Settings is not needed.`}
    >
      <Stack spacing={2.5}>
        <SavedKeys />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {field('publishableKey', t`Publishable Key`, t`pk_test_… or pk_live_…`)}
          {field('secretKey', t`Secret Key`, t`sk_… or a restricted rk_… key`)}
          {field('webhookSecret', t`Webhook Signing Secret`, t`whsec_… from the webhook endpoint`)}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {save.isPending ? t`Saving...` : status.data?.configured ? t`Replace Keys` : t`Save Keys`}
          </Button>
          <Button
            variant="outlined"
            disabled={!status.data?.configured || test.isPending}
            onClick={() =>
              test.mutate(undefined, { onSuccess: setConnection, onError: failed(t`Test Not Run`) })
            }
          >
            {test.isPending ? t`Testing...` : t`Test Connection`}
          </Button>
          {status.data?.configured && (
            <Button
              color="error"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: ({ message }) => {
                    toast({ title: t`Stripe Keys Removed`, description: message });
                    setConnection(null);
                  },
                  onError: failed(t`Stripe Keys Not Removed`),
                  onSettled: refresh,
                })
              }
            >
              <Trans>Remove Keys</Trans>
            </Button>
          )}
        </Stack>
        {connection && (
          <Alert severity={connection.ok ? 'success' : 'error'} role="status">
            {connection.message}
          </Alert>
        )}
        <WebhookFacts />
      </Stack>
    </SettingsCard>
  );
}
