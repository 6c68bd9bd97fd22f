import { Stack } from '@mui/material';
import { CsvImport } from '../imports/CsvImport';
import { LoginInvitations } from '../imports/LoginInvitations';
import { SettingsCard } from './SettingsCard';

/** Settings → Import: bringing a studio's data from other software (issue 32). */
export function ImportTab() {
  return (
    <Stack spacing={2.5}>
      <SettingsCard
        title="Import Students"
        subtitle="Bring students from a CSV export of your previous software, in any column order. A dry run shows what would change before anything is written; a student whose e-mail is already here is updated, never duplicated. Imported students get no e-mail until you send login invitations."
      >
        <CsvImport kind="students" />
      </SettingsCard>
      <SettingsCard
        title="Import Opening Balances"
        subtitle="What each student owed (or held as credit, a negative amount) in your previous software, by e-mail, as of a day. Import the students first. Each student's opening balance is recorded once."
      >
        <CsvImport kind="balances" />
      </SettingsCard>
      <SettingsCard
        title="Import Class Packs"
        subtitle="The class packs students hold in your previous software, by e-mail: the pack's name as you sell it here (create it first), the classes left and the last day. Each becomes a pack of that many classes, nothing charged (it was paid there)."
      >
        <CsvImport kind="passes" />
      </SettingsCard>
      <SettingsCard
        title="Login Invitations"
        subtitle="Each student without a password gets an e-mail with a link to choose one (it works once, for 14 days). No password is ever e-mailed."
      >
        <LoginInvitations />
      </SettingsCard>
    </Stack>
  );
}
