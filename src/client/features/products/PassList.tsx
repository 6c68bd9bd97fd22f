import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { TStudentPass } from '../../../shared/schemas/products';
import { studioToday } from '../../lib/studioClock';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** When a pass can be used: its dates, or how long it runs once its first class is booked. */
export function passValidity(p: TStudentPass): string {
  if (p.startsOn && p.expiresOn) return `Valid ${formatDate(p.startsOn)} to ${formatDate(p.expiresOn)}`;
  return `Valid ${plural(p.validityCount, p.validityUnit)} from the first class booked with it`;
}

/** Whether a pass can still be used, in words: used up, expired, or nothing to say. */
export function passStatus(p: TStudentPass, today: string): string | null {
  if (p.classesLeft === 0) return 'Used up';
  if (p.expiresOn !== null && p.expiresOn < today) return `Expired on ${formatDate(p.expiresOn)}`;
  return null;
}

/**
 * A student's class packs: classes left, when they can be used, what was paid, and whether one can
 * no longer be used (used up, or expired: its classes left are lost). The administrator extends one.
 */
export function PassList({
  passes,
  empty,
  onExtend,
}: {
  passes: TStudentPass[];
  empty: string;
  onExtend?: (pass: TStudentPass) => void;
}) {
  const today = studioToday();
  if (passes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {passes.map((p) => (
        <Paper key={p.id} variant="outlined" component="li" aria-label={p.name} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <ConfirmationNumberOutlined fontSize="small" color="primary" aria-hidden />
            <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{p.name}</Typography>
            {passStatus(p, today) && (
              <Chip
                size="small"
                label={passStatus(p, today)}
                color={p.classesLeft === 0 ? 'default' : 'warning'}
              />
            )}
            <Typography sx={{ fontWeight: 600 }}>
              {p.classesLeft} of {plural(p.classesTotal, 'class', 'classes')} left
            </Typography>
            {onExtend && p.expiresOn && (
              <Button size="small" onClick={() => onExtend(p)} aria-label={`Extend ${p.name}`}>
                Extend
              </Button>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {passValidity(p)} · {formatMoney(p.price)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
