import { Stack } from '@mui/material';
import type { ImportKind } from '../../../shared/schemas/imports';
import { CsvImport } from '../imports/CsvImport';
import { LoginInvitations } from '../imports/LoginInvitations';
import { SettingsCard } from './SettingsCard';

/** The files to import, in the order they depend on each other. */
const IMPORTS: { kind: ImportKind; title: string; subtitle: string }[] = [
  {
    kind: 'students',
    title: 'Import Students',
    subtitle:
      'Bring students from a CSV export of your previous software, in any column order. A dry run shows what would change before anything is written; a student whose e-mail is already here is updated, never duplicated. Imported students get no e-mail until you send login invitations.',
  },
  {
    kind: 'balances',
    title: 'Import Opening Balances',
    subtitle:
      "What each student owed (or held as credit, a negative amount) in your previous software, by e-mail, as of a day. Import the students first. Each student's opening balance is recorded once.",
  },
  {
    kind: 'passes',
    title: 'Import Class Packs and Memberships',
    subtitle:
      "What students hold in your previous software, by e-mail and the product's name as you sell it here (create it first). A pack needs its classes left and its last day: it becomes a pack of that many classes, nothing charged. A membership runs from today to its last day, or on when there is none; what it paid there is not billed again, and billing here starts with its next period.",
  },
  {
    kind: 'bookings',
    title: 'Import Upcoming Bookings',
    subtitle:
      "Classes students have booked ahead, by e-mail, the class's date, its start time and its name. Import students, packs and memberships first, and set up your schedule. Each booking is made as you would make it (a full class is a problem row) and charges nothing: it was paid there. A pack imported with its classes left keeps them. No e-mail is sent.",
  },
];

/** Settings → Import: bringing a studio's data from other software (issue 32). */
export function ImportTab() {
  return (
    <Stack spacing={2.5}>
      {IMPORTS.map((card) => (
        <SettingsCard key={card.kind} title={card.title} subtitle={card.subtitle}>
          <CsvImport kind={card.kind} />
        </SettingsCard>
      ))}
      <SettingsCard
        title="Login Invitations"
        subtitle="Each student without a password gets an e-mail with a link to choose one (it works once, for 14 days). No password is ever e-mailed."
      >
        <LoginInvitations />
      </SettingsCard>
    </Stack>
  );
}
