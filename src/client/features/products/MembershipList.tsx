import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { TStudentMembership } from '../../../shared/schemas/products';
import { allowanceText } from './productForm';

type StatusColor = 'success' | 'warning' | 'default' | 'info';

function statusOf(status: TStudentMembership['status']): { label: string; color: StatusColor } {
  switch (status) {
    case 'active':
      return { label: t`Active`, color: 'success' };
    case 'paused':
      return { label: t`Paused`, color: 'warning' };
    case 'scheduled':
      return { label: t`Starts later`, color: 'info' };
    case 'ended':
      return { label: t`Ended`, color: 'default' };
    default:
      return { label: status, color: 'default' };
  }
}

/** "2 of 8 used this month" for a limited membership; nothing for an unlimited one. */
function usedLine(m: TStudentMembership): string | null {
  if (m.allowance === 'unlimited') return null;
  const used = m.usedNow;
  const allowed = m.allowanceCount ?? 0;
  return m.allowance === 'per_week'
    ? t`${used} of ${allowed} used this week`
    : t`${used} of ${allowed} used this month`;
}

/** What a membership is now: its state, its classes, its price a period, the next billing date, its pauses. */
function facts(m: TStudentMembership): string[] {
  const price = formatMoney(m.price);
  const starts = formatDate(m.startsOn);
  const ends = m.endsOn ? formatDate(m.endsOn) : null;
  const lines = [
    [allowanceText(m), usedLine(m), t`${price} a month`].filter(Boolean).join(' · '),
    ends ? t`From ${starts} to ${ends}` : t`Since ${starts}`,
  ];
  if (m.nextBillingDate) {
    const next = formatDate(m.nextBillingDate);
    lines.push(t`Next billing date: ${next}`);
  }
  for (const p of m.pauses) {
    const from = formatDate(p.from);
    const to = formatDate(p.to);
    const reason = p.reason;
    lines.push(t`Paused ${from} to ${to}: ${reason}`);
  }
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
      {memberships.map((m) => {
        const name = m.name;
        const status = statusOf(m.status);
        return (
          <Paper key={m.id} variant="outlined" component="li" aria-label={m.name} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <CardMembershipOutlined fontSize="small" color="primary" aria-hidden />
              <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{m.name}</Typography>
              <Chip size="small" label={status.label} color={status.color} />
              {m.status !== 'ended' && onPause && (
                <Button size="small" onClick={() => onPause(m)} aria-label={t`Pause ${name}`}>
                  <Trans>Pause</Trans>
                </Button>
              )}
              {m.status !== 'ended' && onEnd && (
                <Button size="small" color="error" onClick={() => onEnd(m)} aria-label={t`End ${name}`}>
                  <Trans>End</Trans>
                </Button>
              )}
            </Box>
            {facts(m).map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </Paper>
        );
      })}
    </Stack>
  );
}
