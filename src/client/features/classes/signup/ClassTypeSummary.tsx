import { Trans, useLingui } from '@lingui/react/macro';
import AccessTime from '@mui/icons-material/AccessTime';
import Sell from '@mui/icons-material/Sell';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TClassType } from '../../../../shared/schemas/classes/class-types';

/** The class type at the top of /class-signup: name, description, price and duration. */
export function ClassTypeSummary({ classType: type }: { classType: TClassType }) {
  const { t } = useLingui();
  const duration = type.duration;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {type.name}
          </Typography>
          {!type.isActive && <Chip label={t`Inactive`} size="small" />}
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {type.description}
        </Typography>
        <Stack direction="row" spacing={3}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Sell fontSize="small" color="action" />
            <Typography sx={{ fontWeight: 600 }}>{formatMoney(type.price)}</Typography>
            <Typography variant="body2" color="text.secondary">
              <Trans>per class</Trans>
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <AccessTime fontSize="small" color="action" />
            <Typography sx={{ fontWeight: 600 }}>{t`${duration} min`}</Typography>
          </Box>
        </Stack>
        {!type.isActive && (
          <Typography variant="body2" color="warning.main" sx={{ mt: 2 }}>
            <Trans>This class type is not active: new enrolments are closed.</Trans>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
