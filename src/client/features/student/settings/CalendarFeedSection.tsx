import { useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';
import { FeedAddressPanel } from '../../calendar-feeds/FeedAddressPanel';
import { useCalendarFeed } from '../../calendar-feeds/useCalendarFeed';
import { SettingsSection } from './SettingsSection';

/** Settings: the student's private calendar feed of their bookings. */
export function CalendarFeedSection() {
  const { t } = useLingui();
  const controls = useCalendarFeed('student');
  return (
    <Box sx={{ mt: 3 }}>
      <SettingsSection
        id="calendar-feed"
        labelled
        title={t`Calendar Feed`}
        description={t`See your booked classes in Google Calendar, Apple Calendar or Outlook. Changes and cancellations show up there by themselves.`}
      >
        <FeedAddressPanel
          controls={controls}
          offText={t`Your calendar feed is off. Create one to get a private address your calendar app can subscribe to.`}
        />
      </SettingsSection>
    </Box>
  );
}
