import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Gavel from '@mui/icons-material/Gavel';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { renderPolicyText } from '../../../../shared/policy-text';
import type { TPolicy } from '../../../../shared/schemas/policies';

/**
 * The studio's policies as students read them: the cancellation cut-off, the refund policy and the
 * class-change policy with its limits. Shown on the student's Payments tab and in the Settings
 * screen's Student View Preview.
 */
export function PolicyTexts({ policy }: { policy: TPolicy }) {
  const { t } = useLingui();
  const monthly = policy.monthlyChangesAllowed;
  const weekly = policy.weeklyChangesAllowed;
  const daily = policy.dailyChangesAllowed;
  const cancellationHours = policy.cancellationHours;
  const emergency = policy.emergencyChangesAllowed;
  const emergencyHours = policy.emergencyChangeHours;
  const changes = policy.unlimitedChanges24Plus
    ? t`Unlimited changes more than 24 hours ahead; otherwise up to ${monthly} a month, ${weekly} a week, ${daily} a day.`
    : t`Up to ${monthly} a month, ${weekly} a week, ${daily} a day.`;
  const emergencyChanges = plural(emergencyHours, {
    one: `Emergency changes: ${emergency}, up to # hour before class.`,
    other: `Emergency changes: ${emergency}, up to # hours before class.`,
  });
  return (
    <Card component="section" aria-label={t`Studio Policies`}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Gavel color="action" aria-hidden />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            <Trans>Studio Policies</Trans>
          </Typography>
        </Stack>
        <Stack spacing={2}>
          <div>
            <Typography variant="subtitle2" component="h4">
              <Trans>Cancellations and refunds</Trans>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Trans>Cancel more than {cancellationHours} hours before a class to receive a credit.</Trans>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {renderPolicyText(policy.refundPolicy, policy.cancellationHours)}
            </Typography>
          </div>
          <div>
            <Typography variant="subtitle2" component="h4">
              <Trans>Class changes</Trans>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {changes} {emergencyChanges}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {renderPolicyText(policy.classChangePolicy, policy.cancellationHours)}
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
