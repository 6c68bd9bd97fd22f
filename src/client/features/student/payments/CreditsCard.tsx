import Savings from '@mui/icons-material/Savings';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TCredit } from '../../../../shared/schemas/billing';
import { moneyToCents } from '../stats/owedBreakdown';
import { formatDay } from '../studentDates';

/** The credits the student can still use, e.g. from cancelled bookings. Nothing when there are none. */
export function CreditsCard({ credits }: { credits: TCredit[] }) {
  const available = credits.filter((c) => !c.isUsed && moneyToCents(c.amount) > 0);
  if (available.length === 0) return null;
  const total = available.reduce((sum, c) => sum + moneyToCents(c.amount), 0);
  return (
    <Card component="section" aria-label="Your Credits">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Savings color="success" aria-hidden />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Your Credits
            </Typography>
          </Stack>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'success.dark' }}>
            {formatMoney(total)}
          </Typography>
        </Stack>
        <Divider sx={{ my: 1.5 }} />
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {available.map((c) => (
            <Box component="li" key={c.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {c.reason}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Added {formatDay(c.createdAt)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                ${c.amount}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
