import { useLingui } from '@lingui/react/macro';
import { FeedAddressPanel } from '../calendar-feeds/FeedAddressPanel';
import { useCalendarFeed } from '../calendar-feeds/useCalendarFeed';
import { SettingsCard } from './SettingsCard';

/** The administrator's private feed of every class; it acts at once, outside Save Settings. */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const controls = useCalendarFeed('admin');
  return (
    <SettingsCard
      title={t`Calendar Feed`}
      subtitle={t`Every class of the studio, cancelled ones marked, with how many are booked, in your own calendar app. Changes here take effect at once; Save Settings is not needed.`}
    >
      <FeedAddressPanel
        controls={controls}
        offText={t`Your calendar feed is off. Create one to get a private address your calendar app can subscribe to.`}
      />
    </SettingsCard>
  );
}
