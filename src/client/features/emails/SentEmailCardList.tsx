import { useLingui } from '@lingui/react/macro';
import type { TSentEmail } from '../../../shared/schemas/email';
import { PagedCardList } from '../common/paged/PagedCardList';
import { SentEmailCard } from './SentEmailCard';
import { NoSentEmails } from './SentEmailsGrid';

/** The phone layout (under 768 px): the same server pages as cards, with Previous and Next. */
export function SentEmailCardList({
  rows,
  onOpen,
  ...paging
}: {
  rows: TSentEmail[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  onOpen: (email: TSentEmail) => void;
}) {
  const { t } = useLingui();
  return (
    <PagedCardList
      {...paging}
      items={rows}
      label={t`Sent emails`}
      loadingLabel={t`Loading sent emails`}
      skeletonHeight={132}
      empty={<NoSentEmails />}
      renderItem={(r) => <SentEmailCard email={r} onOpen={onOpen} />}
    />
  );
}
