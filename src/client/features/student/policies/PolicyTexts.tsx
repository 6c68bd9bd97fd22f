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
  const limits = [
    `${policy.monthlyChangesAllowed} a month`,
    `${policy.weeklyChangesAllowed} a week`,
    `${policy.dailyChangesAllowed} a day`,
  ].join(', ');
  return (
    <Card component="section" aria-label="Studio Policies">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Gavel color="action" aria-hidden />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Studio Policies
          </Typography>
        </Stack>
        <Stack spacing={2}>
          <div>
            <Typography variant="subtitle2" component="h4">
              Cancellations and refunds
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Cancel more than {policy.cancellationHours} hours before a class to receive a credit.
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {renderPolicyText(policy.refundPolicy, policy.cancellationHours)}
            </Typography>
          </div>
          <div>
            <Typography variant="subtitle2" component="h4">
              Class changes
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {policy.unlimitedChanges24Plus
                ? `Unlimited changes more than 24 hours ahead; otherwise up to ${limits}.`
                : `Up to ${limits}.`}{' '}
              Emergency changes: {policy.emergencyChangesAllowed}, up to {policy.emergencyChangeHours} hour
              {policy.emergencyChangeHours === 1 ? '' : 's'} before class.
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
