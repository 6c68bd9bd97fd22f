import { useLingui } from '@lingui/react/macro';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import School from '@mui/icons-material/School';
import { Grid } from '@mui/material';
import type { TIncomingPage } from '../../../../shared/schemas/inbox';
import { StatCard } from '../../common/StatCard';

const ITEM = { xs: 12, sm: 4 } as const;
const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));

/** Total, Unread and From Students: the whole inbox (archived messages aside), whatever the filter. */
export function IncomingStats({
  counts,
  loading,
}: {
  counts: TIncomingPage['counts'] | undefined;
  loading: boolean;
}) {
  const { t } = useLingui();
  return (
    <Grid container spacing={2}>
      <Grid size={ITEM}>
        <StatCard
          label={t`Total`}
          tone="primary"
          icon={<MoveToInbox />}
          loading={loading}
          value={count(counts?.total)}
          caption={t`Emails in the inbox`}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Unread`}
          tone="warning"
          icon={<MarkEmailUnread />}
          loading={loading}
          value={count(counts?.unread)}
          caption={t`Not opened yet`}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`From Students`}
          tone="success"
          icon={<School />}
          loading={loading}
          value={count(counts?.fromStudents)}
          caption={t`Sent by a student's address`}
        />
      </Grid>
    </Grid>
  );
}
