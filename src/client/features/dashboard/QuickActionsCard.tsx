import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';

const QUICK_ACTIONS = [
  { to: '/create-class-type', label: msg`Class Type` },
  { to: '/create-class-schedule', label: msg`Schedule Recurring Classes` },
  { to: '/create-single-class', label: msg`Single Session` },
  { to: '/payment-ledger', label: msg`Payment Ledger` },
] as const;

/** Links to the create pages and the Payment Ledger. */
export function QuickActionsCard() {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          <Trans>Quick Actions</Trans>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {QUICK_ACTIONS.map((a) => (
            <Button key={a.to} variant="outlined" component={Link} to={a.to}>
              {i18n._(a.label)}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
