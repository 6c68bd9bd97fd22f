import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/dates';
import type { TCoverPreview } from '../../../../shared/schemas/bookings';
import {
  passClassesLeft,
  type TStudentMembership,
  type TStudentPass,
} from '../../../../shared/schemas/products';
import { trpc } from '../../../lib/trpc';

type ClassFacts = { id: number; classTypeId: number; classDate: string };

/** What would pay for the student's booking of the class; asked only of a student who holds a pack or membership. */
export function useCover(classInstanceId: number, holdsAny: boolean) {
  return useQuery({ ...trpc.bookings.cover.queryOptions({ classInstanceId }), enabled: holdsAny });
}

/** Why a pass cannot pay for this class, in the student's words. */
export function whyPassNotUsable(p: TStudentPass, cls: ClassFacts, today: string): string {
  if (p.classesLeft === 0) return 'no classes left';
  if (p.expiresOn !== null && p.expiresOn < today) return `expired on ${formatDate(p.expiresOn)}`;
  if (p.expiresOn !== null && p.expiresOn < cls.classDate)
    return `valid until ${formatDate(p.expiresOn)}, before this class`;
  return 'not for this kind of class';
}

/** Why a membership cannot pay for this class. */
export function whyMembershipNotUsable(m: TStudentMembership, cls: ClassFacts): string {
  if (m.endsOn !== null && m.endsOn < cls.classDate)
    return `ends on ${formatDate(m.endsOn)}, before this class`;
  if (m.startsOn > cls.classDate) return `starts on ${formatDate(m.startsOn)}, after this class`;
  const pause = m.pauses.find((p) => p.from <= cls.classDate && cls.classDate <= p.to);
  if (pause) return `paused from ${formatDate(pause.from)} to ${formatDate(pause.to)}`;
  if (m.classTypeIds.length > 0 && !m.classTypeIds.includes(cls.classTypeId))
    return 'not for this kind of class';
  return `no classes left that ${m.allowance === 'per_week' ? 'week' : 'month'}`;
}

function coverText(cover: TCoverPreview): string {
  if (cover.kind === 'pack') {
    const until = cover.expiresOn
      ? `valid until ${formatDate(cover.expiresOn)}`
      : 'its validity starts with this class';
    return `Nothing to pay for this class: ${passClassesLeft(cover.classesLeftAfter ?? 0)} after this booking, ${until}. Cancel in time and the class goes back to the pack.`;
  }
  if (cover.classesLeftAfter === null) return 'Nothing to pay for this class: your membership covers it.';
  const window = cover.allowance === 'per_week' ? 'week' : 'month';
  return `Nothing to pay for this class: ${passClassesLeft(cover.classesLeftAfter)} that ${window} after this booking. Cancel in time and it no longer counts.`;
}

/**
 * What the booking dialog says about class packs and memberships: which one this booking will use
 * (the server's choice), or, for a student who holds some, why none can and that the class is charged.
 * Nothing for a student with neither.
 */
export function PassNote({
  cls,
  passes,
  memberships,
  today,
  cover,
}: {
  cls: ClassFacts;
  passes: readonly TStudentPass[];
  memberships: readonly TStudentMembership[];
  today: string;
  /** The server's answer (useCover); undefined while it loads. */
  cover: TCoverPreview | null | undefined;
}) {
  if (passes.length + memberships.length === 0 || cover === undefined) return null;
  if (cover) {
    return (
      <Alert severity="success" icon={<ConfirmationNumberOutlined />} role="note" aria-label="Class Pack">
        <AlertTitle>
          Uses your {cover.name}
          {cover.kind === 'membership' ? ' membership' : ''}
        </AlertTitle>
        {coverText(cover)}
      </Alert>
    );
  }
  const current = memberships.filter((m) => m.status !== 'ended');
  return (
    <Alert severity="warning" role="note" aria-label="Class Pack">
      <AlertTitle>None of your class packs or memberships covers this class</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        This class will be charged at its price.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {passes.map((p) => (
          <li key={`p${p.id}`}>
            <Typography variant="body2">
              {p.name}: {whyPassNotUsable(p, cls, today)}
            </Typography>
          </li>
        ))}
        {current.map((m) => (
          <li key={`m${m.id}`}>
            <Typography variant="body2">
              {m.name}: {whyMembershipNotUsable(m, cls)}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
