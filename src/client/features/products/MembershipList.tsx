import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { allowanceLabel, type TStudentMembership } from '../../../shared/schemas/products';

const STATUS: Record<
  TStudentMembership['status'],
  { label: string; color: 'success' | 'warning' | 'default' | 'info' }
> = {
  active: { label: 'Active', color: 'success' },
  paused: { label: 'Paused', color: 'warning' },
  scheduled: { label: 'Starts later', color: 'info' },
  ended: { label: 'Ended', color: 'default' },
};

/** "2 of 8 used this month" for a limited membership; nothing for an unlimited one. */
function usedLine(m: TStudentMembership): string | null {
  if (m.allowance === 'unlimited') return null;
  return `${m.usedNow} of ${m.allowanceCount} used this ${m.allowance === 'per_week' ? 'week' : 'month'}`;
}

/** What a membership is now: its state, its classes, its price a period, the next billing date, its pauses. */
function facts(m: TStudentMembership): string[] {
  const lines = [
    [allowanceLabel(m), usedLine(m), `${formatMoney(m.price)} a month`].filter(Boolean).join(' · '),
    m.endsOn
      ? `From ${formatDate(m.startsOn)} to ${formatDate(m.endsOn)}`
      : `Since ${formatDate(m.startsOn)}`,
  ];
  if (m.nextBillingDate) lines.push(`Next billing date: ${formatDate(m.nextBillingDate)}`);
  for (const p of m.pauses) lines.push(`Paused ${formatDate(p.from)} to ${formatDate(p.to)}: ${p.reason}`);
  return lines;
}

/** A student's memberships; the administrator pauses or ends one that has not ended. */
export function MembershipList({
  memberships,
  empty,
  onPause,
  onEnd,
}: {
  memberships: TStudentMembership[];
  empty: string;
  onPause?: (m: TStudentMembership) => void;
  onEnd?: (m: TStudentMembership) => void;
}) {
  if (memberships.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {memberships.map((m) => (
        <Paper key={m.id} variant="outlined" component="li" aria-label={m.name} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <CardMembershipOutlined fontSize="small" color="primary" aria-hidden />
            <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{m.name}</Typography>
            <Chip size="small" label={STATUS[m.status].label} color={STATUS[m.status].color} />
            {m.status !== 'ended' && onPause && (
              <Button size="small" onClick={() => onPause(m)} aria-label={`Pause ${m.name}`}>
                Pause
              </Button>
            )}
            {m.status !== 'ended' && onEnd && (
              <Button size="small" color="error" onClick={() => onEnd(m)} aria-label={`End ${m.name}`}>
                End
              </Button>
            )}
          </Box>
          {facts(m).map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
