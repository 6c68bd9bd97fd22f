import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/dates';
import type { TCoverPreview } from '../../../../shared/schemas/bookings';
import type { TStudentMembership, TStudentPass } from '../../../../shared/schemas/products';
import { trpc } from '../../../lib/trpc';

type ClassFacts = { id: number; classTypeId: number; classDate: string };

/** What would pay for the student's booking of the class; asked only of a student who holds a pack or membership. */
export function useCover(classInstanceId: number, holdsAny: boolean) {
  return useQuery({ ...trpc.bookings.cover.queryOptions({ classInstanceId }), enabled: holdsAny });
}

/** Why a pass cannot pay for this class, in the student's words. */
export function whyPassNotUsable(p: TStudentPass, cls: ClassFacts, today: string): string {
  if (p.classesLeft === 0) return t`no classes left`;
  const expires = p.expiresOn === null ? '' : formatDate(p.expiresOn);
  if (p.expiresOn !== null && p.expiresOn < today) return t`expired on ${expires}`;
  if (p.expiresOn !== null && p.expiresOn < cls.classDate)
    return t`valid until ${expires}, before this class`;
  return t`not for this kind of class`;
}

/** Why a membership cannot pay for this class. */
export function whyMembershipNotUsable(m: TStudentMembership, cls: ClassFacts): string {
  if (m.endsOn !== null && m.endsOn < cls.classDate) {
    const ends = formatDate(m.endsOn);
    return t`ends on ${ends}, before this class`;
  }
  if (m.startsOn > cls.classDate) {
    const starts = formatDate(m.startsOn);
    return t`starts on ${starts}, after this class`;
  }
  const pause = m.pauses.find((p) => p.from <= cls.classDate && cls.classDate <= p.to);
  if (pause) {
    const from = formatDate(pause.from);
    const to = formatDate(pause.to);
    return t`paused from ${from} to ${to}`;
  }
  if (m.classTypeIds.length > 0 && !m.classTypeIds.includes(cls.classTypeId))
    return t`not for this kind of class`;
  return m.allowance === 'per_week' ? t`no classes left that week` : t`no classes left that month`;
}

function coverText(cover: TCoverPreview): string {
  if (cover.kind === 'pack') {
    const left = cover.classesLeftAfter ?? 0;
    if (cover.expiresOn) {
      const until = formatDate(cover.expiresOn);
      return plural(left, {
        0: `Nothing to pay for this class: no classes left after this booking, valid until ${until}. Cancel in time and the class goes back to the pack.`,
        one: `Nothing to pay for this class: # class left after this booking, valid until ${until}. Cancel in time and the class goes back to the pack.`,
        other: `Nothing to pay for this class: # classes left after this booking, valid until ${until}. Cancel in time and the class goes back to the pack.`,
      });
    }
    return plural(left, {
      0: 'Nothing to pay for this class: no classes left after this booking, its validity starts with this class. Cancel in time and the class goes back to the pack.',
      one: 'Nothing to pay for this class: # class left after this booking, its validity starts with this class. Cancel in time and the class goes back to the pack.',
      other:
        'Nothing to pay for this class: # classes left after this booking, its validity starts with this class. Cancel in time and the class goes back to the pack.',
    });
  }
  if (cover.classesLeftAfter === null) return t`Nothing to pay for this class: your membership covers it.`;
  const left = cover.classesLeftAfter;
  if (cover.allowance === 'per_week') {
    return plural(left, {
      0: 'Nothing to pay for this class: no classes left that week after this booking. Cancel in time and it no longer counts.',
      one: 'Nothing to pay for this class: # class left that week after this booking. Cancel in time and it no longer counts.',
      other:
        'Nothing to pay for this class: # classes left that week after this booking. Cancel in time and it no longer counts.',
    });
  }
  return plural(left, {
    0: 'Nothing to pay for this class: no classes left that month after this booking. Cancel in time and it no longer counts.',
    one: 'Nothing to pay for this class: # class left that month after this booking. Cancel in time and it no longer counts.',
    other:
      'Nothing to pay for this class: # classes left that month after this booking. Cancel in time and it no longer counts.',
  });
}

/** "Yoga 10-Pack: no classes left". */
const reasonLine = (name: string, reason: string) => t`${name}: ${reason}`;

/**
 * What the booking dialog says about class packs
 and memberships: which one this booking will use
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
  // Re-renders on a language switch: the texts below are read at render time.
  useLingui();
  if (passes.length + memberships.length === 0 || cover === undefined) return null;

  if (cover) {
    const name = cover.name;
    return (
      <Alert severity="success" icon={<ConfirmationNumberOutlined />} role="note" aria-label={t`Class Pack`}>
        <AlertTitle>
          {cover.kind === 'membership' ? t`Uses your ${name} membership` : t`Uses your ${name}`}
        </AlertTitle>
        {coverText(cover)}
      </Alert>
    );
  }
  const current = memberships.filter((m) => m.status !== 'ended');
  return (
    <Alert severity="warning" role="note" aria-label={t`Class Pack`}>
      <AlertTitle>{t`None of your class packs or memberships covers this class`}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t`This class will be charged at its price.`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {passes.map((p) => (
          <li key={`p${p.id}`}>
            <Typography variant="body2">{reasonLine(p.name, whyPassNotUsable(p, cls, today))}</Typography>
          </li>
        ))}
        {current.map((m) => (
          <li key={`m${m.id}`}>
            <Typography variant="body2">{reasonLine(m.name, whyMembershipNotUsable(m, cls))}</Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
