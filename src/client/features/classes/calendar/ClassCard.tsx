import { useLingui } from '@lingui/react/macro';
import Place from '@mui/icons-material/Place';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { DEFAULT_CLASS_PRICE_CENTS } from '../../../../shared/constants';
import { formatTime } from '../../../../shared/dates';
import { decimalToCents, formatMoney } from '../../../../shared/money';
import { isClassFull, type TClassInstance } from '../../../../shared/schemas/classes/instances';
import { CapacityBar } from '../common/CapacityBar';
import { capacityTone } from './capacityTone';

export const priceLabel = (price: string): string =>
  formatMoney(decimalToCents(price) ?? DEFAULT_CLASS_PRICE_CENTS);

/** A detailed calendar entry (Day and List views): times, name, place, price and capacity. */
export function ClassCard({
  instance,
  onOpen,
}: {
  instance: TClassInstance;
  onOpen: (i: TClassInstance) => void;
}) {
  const { t } = useLingui();
  const full = isClassFull(instance);
  const duration = instance.duration;
  return (
    <Card
      data-testid="calendar-class"
      sx={(theme) => ({
        borderLeft: 4,
        borderLeftColor: capacityTone(theme, instance.enrollmentCount, instance.maxStudents).borderColor,
      })}
    >
      <CardActionArea onClick={() => onOpen(instance)} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 76 }}>
            <Typography sx={{ fontWeight: 700 }}>{formatTime(instance.startTime)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatTime(instance.endTime)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t`${duration} min`}
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {instance.name}
              </Typography>
              {instance.isSingle && <Chip size="small" label={t`Single`} variant="outlined" />}
              {full && <Chip size="small" label={t`Full`} color="error" />}
            </Stack>
            <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', mb: 1 }} useFlexGap>
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Place fontSize="inherit" aria-hidden />
                {instance.location || t`No location set`}
              </Typography>
              <Typography variant="body2">{priceLabel(instance.price)}</Typography>
            </Stack>
            <Box sx={{ maxWidth: 360 }}>
              <CapacityBar enrolled={instance.enrollmentCount} max={instance.maxStudents} />
            </Box>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
