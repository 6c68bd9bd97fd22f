import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mui/material';
import type { ImportKind } from '../../../shared/schemas/imports';
import { CsvImport } from '../imports/CsvImport';
import { LoginInvitations } from '../imports/LoginInvitations';
import { SettingsCard } from './SettingsCard';

/** The files to import, in the order they depend on each other. */
const IMPORTS: { kind: ImportKind; title: MessageDescriptor; subtitle: MessageDescriptor }[] = [
  {
    kind: 'students',
    title: msg`Import Students`,
    subtitle: msg`Bring students from a CSV export of your previous software, in any column order. A dry run shows what would change before anything is written; a student whose e-mail is already here is updated, never duplicated. Imported students get no e-mail until you send login invitations.`,
  },
  {
    kind: 'balances',
    title: msg`Import Opening Balances`,
    subtitle: msg`What each student owed (or held as credit, a negative amount) in your previous software, by e-mail, as of a day. Import the students first. Each student's opening balance is recorded once.`,
  },
  {
    kind: 'passes',
    title: msg`Import Class Packs and Memberships`,
    subtitle: msg`What students hold in your previous software, by e-mail and the product's name as you sell it here (create it first). A pack needs its classes left and its last day: it becomes a pack of that many classes, nothing charged. A membership runs from today to its last day, or on when there is none; what it paid there is not billed again, and billing here starts with its next period.`,
  },
  {
    kind: 'bookings',
    title: msg`Import Upcoming Bookings`,
    subtitle: msg`Classes students have booked ahead, by e-mail, the class's date, its start time and its name. Import students, packs and memberships first, and set up your schedule. Each booking is made as you would make it (a full class is a problem row) and charges nothing: it was paid there. A pack imported with its classes left keeps them. No e-mail is sent.`,
  },
];

/** Settings → Import: bringing a studio's data from other software (issue 32). */
export function ImportTab() {
  const { i18n, t } = useLingui();
  return (
    <Stack spacing={2.5}>
      {IMPORTS.map((card) => (
        <SettingsCard key={card.kind} title={i18n._(card.title)} subtitle={i18n._(card.subtitle)}>
          <CsvImport kind={card.kind} />
        </SettingsCard>
      ))}
      <SettingsCard
        title={t`Login Invitations`}
        subtitle={t`Each student without a password gets an e-mail with a link to choose one (it works once, for 14 days). No password is ever e-mailed.`}
      >
        <LoginInvitations />
      </SettingsCard>
    </Stack>
  );
}
