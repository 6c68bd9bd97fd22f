import { useLingui } from '@lingui/react/macro';
import type { TLedgerPayment } from '../../../../shared/schemas/billing';
import { PagedCardList } from '../../common/paged/PagedCardList';
import { LedgerCard } from './LedgerCard';
import { LedgerEmpty } from './LedgerEmpty';

export interface LedgerCardListProps {
  /** One page of payments, in the server's order. */
  rows: TLedgerPayment[];
  /** How many payments match in all. */
  total: number;
  filtered: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
}

/** The phone layout (under 768 px): the same pages of payments as cards, with Previous and Next. */
export function LedgerCardList({ rows, filtered, ...paging }: LedgerCardListProps) {
  const { t } = useLingui();
  return (
    <PagedCardList
      {...paging}
      items={rows}
      label={t`Payments`}
      loadingLabel={t`Loading payments`}
      skeletonHeight={112}
      empty={<LedgerEmpty filtered={filtered} />}
      renderItem={(p) => <LedgerCard payment={p} />}
    />
  );
}
