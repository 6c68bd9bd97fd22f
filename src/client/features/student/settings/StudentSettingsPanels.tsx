import { CalendarFeedSection } from './CalendarFeedSection';
import { LanguagePreference } from './LanguagePreference';
import { ProfileSettings } from './ProfileSettings';
import { ReminderPreference } from './ReminderPreference';

/** Everything a student sets for themselves: the dashboard's Settings tab and /settings show the same. */
export function StudentSettingsPanels({ studentId }: { studentId: number }) {
  return (
    <>
      <ProfileSettings studentId={studentId} />
      <CalendarFeedSection />
      <ReminderPreference studentId={studentId} />
      <LanguagePreference />
    </>
  );
}
