import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { TStudentPass } from '../../../shared/schemas/products';
import { studioToday } from '../../lib/studioClock';

/** When a pass can be used: its dates, or how long it runs once its first class is booked. */
export function passValidity(p: TStudentPass): string {
  if (p.startsOn && p.expiresOn) {
    const from = formatDate(p.startsOn);
    const to = formatDate(p.expiresOn);
    return t`Valid ${from} to ${to}`;
  }
  const n = p.validityCount;
  if (p.validityUnit === 'day') {
    return plural(n, {
      one: 'Valid # day from the first class booked with it',
      other: 'Valid # days from the first class booked with it',
    });
  }
  if (p.validityUnit === 'week') {
    return plural(n, {
      one: 'Valid # week from the first class booked with it',
      other: 'Valid # weeks from the first class booked with it',
    });
  }
  return plural(n, {
    one: 'Valid # month from the first class booked with it',
    other: 'Valid # months from the first class booked with it',
  });
}

/** Whether a pass can still be used, in words: used up, expired, or nothing to say. */
export function passStatus(p: TStudentPass, today: string): string | null {
  if (p.classesLeft === 0) return t`Used up`;
  if (p.expiresOn !== null && p.expiresOn < today) {
    const day = formatDate(p.expiresOn);
    return t`Expired on ${day}`;
  }
  return null;
}

/** "3 of 10 classes left". */
function classesLeftLine(left: number, total: number): string {
  return plural(total, { one: `${left} of # class left`, other: `${left} of # classes left` });
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
      {passes.map((p) => {
        const name = p.name;
        return (
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
                {classesLeftLine(p.classesLeft, p.classesTotal)}
              </Typography>
              {onExtend && p.expiresOn && (
                <Button size="small" onClick={() => onExtend(p)} aria-label={t`Extend ${name}`}>
                  <Trans>Extend</Trans>
                </Button>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {passValidity(p)} · {formatMoney(p.price)}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
