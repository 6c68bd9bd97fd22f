import AccountBalance from '@mui/icons-material/AccountBalance';
import CreditCard from '@mui/icons-material/CreditCard';
import Email from '@mui/icons-material/Email';
import Payments from '@mui/icons-material/Payments';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { TPaymentOption, TPaymentOptionId } from '../../../../shared/schemas/studio';
import { tr } from '../../../i18n/tr';
import { CopyButton } from './CopyButton';

const ICONS: Record<TPaymentOptionId, ReactNode> = {
  e_transfer: <Email />,
  cash: <Payments />,
  paypal: (
    <Box component="span" sx={{ fontWeight: 800, fontSize: 15, letterSpacing: -0.5 }}>
      PP
    </Box>
  ),
  bank_transfer: <AccountBalance />,
  stripe: <CreditCard />,
  square: <CreditCard />,
};

/** One way to pay, with each detail copyable. Its words are src/shared's (paymentOptionsOf), in the page's language. */
export function PaymentOptionCard({ option }: { option: TPaymentOption }) {
  return (
    <Card component="section" aria-label={tr(option.title)} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              color: 'secondary.main',
              bgcolor: (theme) => `color-mix(in srgb, ${theme.palette.secondary.main} 12%, transparent)`,
            }}
          >
            {ICONS[option.id]}
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {tr(option.title)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {tr(option.description)}
        </Typography>
        {option.details.length > 0 && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {option.details.map((d) => (
              <Box
                key={d.label}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  p: 1,
                  pl: 1.5,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                }}
              >
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {tr(d.label)}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {d.value}
                  </Typography>
                </Box>
                <CopyButton value={d.value} what={tr(d.label)} />
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
