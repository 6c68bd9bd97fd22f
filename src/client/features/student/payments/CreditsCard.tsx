import { Trans, useLingui } from '@lingui/react/macro';
import Savings from '@mui/icons-material/Savings';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TCredit } from '../../../../shared/schemas/billing';
import { formatStudioDate } from '../../../lib/studioClock';
import { moneyToCents } from '../stats/owedBreakdown';

/**
 * The credit the student holds (the one balance's: what is left once it has paid what they owe, the
 * same figure as the Credits card), then the credits they were given, e.g. from cancelled bookings.
 * Nothing when they hold none and were given none.
 */
function CreditAdded({ createdAt }: { createdAt: string }) {
  const date = formatStudioDate(createdAt);
  return <Trans>Added {date}</Trans>;
}

export function CreditsCard({ credits, heldCents }: { credits: TCredit[]; heldCents: number }) {
  const { t } = useLingui();
  const available = credits.filter((c) => !c.isUsed && moneyToCents(c.amount) > 0);
  if (available.length === 0 && heldCents === 0) return null;
  const given = available.reduce((sum, c) => sum + moneyToCents(c.amount), 0);
  const applied = given - heldCents;
  const appliedAmount = formatMoney(applied);
  const beyond = formatMoney(heldCents - Math.max(given, 0));
  return (
    <Card component="section" aria-label={t`Your Credits`}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Savings color="success" aria-hidden />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              <Trans>Your Credits</Trans>
            </Typography>
          </Stack>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'success.dark' }}>
            {formatMoney(heldCents)}
          </Typography>
        </Stack>
        {applied > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>{appliedAmount} of your credits has paid what you owed.</Trans>
          </Typography>
        )}
        {heldCents > given && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {given > 0
              ? t`It includes ${beyond} you paid beyond what you owed.`
              : t`It is ${beyond} you paid beyond what you owed.`}
          </Typography>
        )}
        {available.length > 0 && <Divider sx={{ my: 1.5 }} />}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {available.map((c) => (
            <Box component="li" key={c.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {c.reason}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <CreditAdded createdAt={c.createdAt} />
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(c.amount)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
