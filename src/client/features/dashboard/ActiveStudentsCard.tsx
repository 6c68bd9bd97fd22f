import { useLingui } from '@lingui/react/macro';
import People from '@mui/icons-material/People';
import { useQuery } from '@tanstack/react-query';
import { StatCard } from '../common/StatCard';
import { activeStudentsQuery } from './activeStudentsQuery';

/** The Active Students figure; opens the list of them. */
export function ActiveStudentsCard({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const first = useQuery(activeStudentsQuery(0));
  return (
    <StatCard
      label={t`Active Students`}
      tone="primary"
      icon={<People />}
      loading={first.isPending}
      value={first.data?.counts.active ?? '—'}
      caption={first.isError ? t`Could not load students` : t`Students who can book`}
      onOpen={onOpen}
    />
  );
}
