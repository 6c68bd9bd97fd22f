import { formatDate } from '../../../shared/dates';
import { passClassesLeft } from '../../../shared/schemas/products';
import { Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface PassExpiringProps {
  studio: EmailStudio;
  name: string;
  pass: string;
  classesLeft: number;
  expiresOn: string;
}

/** A class pack with classes left that is about to expire. */
export function PassExpiring({ studio, name, pass, classesLeft, expiresOn }: PassExpiringProps) {
  return (
    <Layout studio={studio} preview={`${pass} expires on ${formatDate(expiresOn)}`}>
      <Greeting name={name} />
      <P>
        Your class pack {pass} has {passClassesLeft(classesLeft)} and expires on {formatDate(expiresOn)}. Book
        your classes from your dashboard before then: classes left after that day can no longer be used.
      </P>
    </Layout>
  );
}
