import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TOutstanding } from '../../../../shared/schemas/billing';
import { formatStudioDate } from '../../../lib/studioClock';
import { PayByCardButton } from '../../card-payments/PayByCardButton';
import { moneyToCents, owedBreakdown } from '../stats/owedBreakdown';

/** What part of it is past due, and what part is for classes not yet held (owed, not due yet). */
function DueParts({ outstanding }: { outstanding: TOutstanding }) {
  const overdue = moneyToCents(outstanding.overdue);
  const upcoming = moneyToCents(outstanding.upcoming);
  const overdueAmount = formatMoney(overdue);
  const upcomingAmount = formatMoney(upcoming);
  return (
    <>
      {overdue > 0 && (
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
          <Trans>{overdueAmount} overdue</Trans>
        </Typography>
      )}
      {upcoming > 0 && (
        <Typography variant="body2" color="text.secondary">
          <Trans>{upcomingAmount} for upcoming classes</Trans>
        </Typography>
      )}
    </>
  );
}

/** The outstanding balance: the amount, how many classes it covers and which ones. */
export function OutstandingCard({ outstanding }: { outstanding: TOutstanding }) {
  const { t } = useLingui();
  const owed = owedBreakdown(outstanding);
  const classCount = outstanding.classCount;
  const subtotal = formatMoney(owed.subtotalCents);
  const tax = formatMoney(owed.taxCents);
  const total = formatMoney(owed.totalCents);
  return (
    <Card
      component="section"
      aria-label={t`Outstanding Balance`}
      sx={{ borderColor: 'warning.light', borderLeftWidth: 4, borderLeftColor: 'warning.main' }}
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <ReceiptLong color="warning" aria-hidden />
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                <Trans>Outstanding Balance</Trans>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {plural(classCount, { one: '# class', other: '# classes' })}
              </Typography>
              <DueParts outstanding={outstanding} />
            </Box>
          </Stack>
          <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              {formatMoney(owed.totalCents)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t`${subtotal} + ${tax} tax`}
            </Typography>
          </Box>
        </Stack>
        {outstanding.details.length > 0 && (
          <>
            <Divider sx={{ my: 2 }} />
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {outstanding.details.map((d) => (
                <Box
                  component="li"
                  key={d.bookingId}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                >
                  <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {d.className}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {' · '}
                      {formatStudioDate(d.classDate)}
                    </Box>
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatMoney(d.amount)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            <Trans>Pay with any of the options below.</Trans>
          </Typography>
          <PayByCardButton input={{ purpose: 'balance' }} label={t`Pay ${total} by Card`} />
        </Stack>
      </CardContent>
    </Card>
  );
}
