import { hoursText } from '../../../shared/schemas/waitlist';
import { Greeting, Layout, P } from './Layout';
import { classWhen, type EmailClass, type EmailStudio } from './studio';

/** Why a student's place on a waitlist ended without a booking. */
export type WaitlistEnding =
  | { kind: 'skipped'; reason: string }
  | { kind: 'closed'; hours: number }
  | { kind: 'class_cancelled'; reason: string }
  | { kind: 'removed' };

export interface WaitlistNoticeProps {
  studio: EmailStudio;
  name: string;
  class: EmailClass;
  ending: WaitlistEnding;
}

function explanation(ending: WaitlistEnding): string {
  switch (ending.kind) {
    case 'skipped':
      return `A spot opened up, but we could not book it for you: ${ending.reason}. The spot went to the next student on the waitlist.`;
    case 'closed':
      return ending.hours === 0
        ? 'The class has started and no spot opened up, so the waitlist is now closed.'
        : `No spot opened up in time: the waitlist closes ${hoursText(ending.hours)} before the class starts.`;
    case 'class_cancelled':
      return `The class has been cancelled (${ending.reason}), so its waitlist is cleared.`;
    case 'removed':
      return 'The studio has taken you off the waitlist for this class.';
  }
}

/** "You are no longer on the waitlist", and why. */
export function WaitlistNotice({ studio, name, class: c, ending }: WaitlistNoticeProps) {
  return (
    <Layout studio={studio} preview={`Waitlist update: ${c.name}`}>
      <Greeting name={name} />
      <P>You are no longer on the waitlist for {classWhen(c)}.</P>
      <P>{explanation(ending)}</P>
      <P>You have not been charged. Other classes with open spots are on your dashboard.</P>
    </Layout>
  );
}
