import { Trans, useLingui } from '@lingui/react/macro';
import Visibility from '@mui/icons-material/Visibility';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TPolicy } from '../../../shared/schemas/policies';
import { parseSettings } from '../../../shared/schemas/settings';
import { paymentOptionsOf } from '../../../shared/schemas/studio';
import { trpc } from '../../lib/trpc';
import { PaymentOptionsList } from '../student/payments/PaymentOptionsList';
import { PolicyTexts } from '../student/policies/PolicyTexts';
import type { PolicyValues } from './policyFormModel';
import type { SettingsValues } from './settingsFormModel';

/** The policy as students would read it; a number not valid yet shows as 0 until it is fixed. */
const previewPolicy = (p: PolicyValues): TPolicy => {
  const n = (text: string) => (Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : 0);
  return {
    ...p,
    cancellationHours: n(p.cancellationHours),
    monthlyChangesAllowed: n(p.monthlyChangesAllowed),
    weeklyChangesAllowed: n(p.weeklyChangesAllowed),
    dailyChangesAllowed: n(p.dailyChangesAllowed),
    emergencyChangeHours: n(p.emergencyChangeHours),
    emergencyChangesAllowed: n(p.emergencyChangesAllowed),
  };
};

/**
 * What students see on their Payments tab, made from the unsaved forms: the Payment Options cards and
 * the Studio Policies card, rendered by the student's own components.
 */
export function StudentViewPreview({ policy, settings }: { policy: PolicyValues; settings: SettingsValues }) {
  const { t } = useLingui();
  const typed = parseSettings(new Map(Object.entries(settings)));
  const stripe = useQuery(trpc.cardPayments.keys.queryOptions());
  return (
    <Stack spacing={3} aria-label={t`Student View Preview`} role="region">
      <Alert icon={<Visibility />} severity="info" role="note">
        <Trans>A preview of what students see, including changes not saved yet.</Trans>
      </Alert>
      <PolicyTexts policy={previewPolicy(policy)} />
      <Box component="section" aria-labelledby="preview-payment-options-title">
        <Typography id="preview-payment-options-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          <Trans>Payment Options</Trans>
        </Typography>
        <PaymentOptionsList
          options={paymentOptionsOf(typed, stripe.data?.configured ?? false)}
          contactEmail={typed.businessEmail}
        />
      </Box>
    </Stack>
  );
}
