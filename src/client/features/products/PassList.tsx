import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { TStudentPass } from '../../../shared/schemas/products';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** When a pass can be used: its dates, or how long it runs once its first class is booked. */
export function passValidity(p: TStudentPass): string {
  if (p.startsOn && p.expiresOn) return `Valid ${formatDate(p.startsOn)} to ${formatDate(p.expiresOn)}`;
  return `Valid ${plural(p.validityCount, p.validityUnit)} from the first class booked with it`;
}

/** A student's class packs: classes left, when they can be used, what was paid. */
export function PassList({ passes, empty }: { passes: TStudentPass[]; empty: string }) {
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
            <Typography sx={{ fontWeight: 600 }}>
              {p.classesLeft} of {plural(p.classesTotal, 'class', 'classes')} left
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {passValidity(p)} · {formatMoney(p.price)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
