import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';

const QUICK_ACTIONS = [
  { to: '/create-class-type', label: 'Class Type' },
  { to: '/create-class-schedule', label: 'Schedule Recurring Classes' },
  { to: '/create-single-class', label: 'Single Session' },
  { to: '/payment-ledger', label: 'Payment Ledger' },
] as const;

/** Links to the create pages and the Payment Ledger. */
export function QuickActionsCard() {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Quick Actions
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {QUICK_ACTIONS.map((a) => (
            <Button key={a.to} variant="outlined" component={Link} to={a.to}>
              {a.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
