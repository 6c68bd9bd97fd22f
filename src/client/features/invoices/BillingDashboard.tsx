import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import HourglassTop from '@mui/icons-material/HourglassTop';
import LibraryAdd from '@mui/icons-material/LibraryAdd';
import Paid from '@mui/icons-material/Paid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import WarningAmber from '@mui/icons-material/WarningAmber';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  List,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import type { TInvoice } from '../../../shared/schemas/invoices';
import { trpc } from '../../lib/trpc';
import { NO_VALUE } from '../../lib/uiConstants';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { SectionTabs } from '../common/SectionTabs';
import { StatCard } from '../common/StatCard';
import { BulkInvoiceDialog, NewInvoiceDialog, ReminderDialog } from './InvoiceDialogs';
import { InvoiceRow } from './InvoiceRow';
import { MarkPaidDialog } from './MarkPaidDialog';
import { useInvoiceActions } from './useInvoiceActions';

type TabId = 'all' | 'overdue';
const PAGE_SIZE = 25;
const ITEM = { xs: 12, sm: 6, md: 3 } as const;

function BillingStats() {
  const { t } = useLingui();
  const stats = useQuery(trpc.invoices.stats.queryOptions());
  const s = stats.data;
  return (
    <Grid container spacing={2}>
      <Grid size={ITEM}>
        <StatCard
          label={t`Total Invoices`}
          tone="primary"
          icon={<ReceiptLong />}
          loading={stats.isPending}
          value={s?.totalInvoices ?? NO_VALUE}
          caption={t`All bills`}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Total Revenue`}
          tone="success"
          icon={<Paid />}
          loading={stats.isPending}
          value={s ? formatMoney(s.totalRevenue) : NO_VALUE}
          caption={t`Paid invoices`}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Pending Amount`}
          tone="warning"
          icon={<HourglassTop />}
          loading={stats.isPending}
          value={s ? formatMoney(s.pendingAmount) : NO_VALUE}
          caption={t`Still to pay on open invoices`}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Overdue Invoices`}
          tone="warning"
          icon={<WarningAmber />}
          loading={stats.isPending}
          value={s?.overdueInvoices ?? NO_VALUE}
          caption={t`Past their due date`}
        />
      </Grid>
    </Grid>
  );
}

function InvoiceList({
  filter,
  onRemind,
  onMarkPaid,
}: {
  filter: TabId;
  onRemind: (invoice: TInvoice) => void;
  onMarkPaid: (invoice: TInvoice) => void;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const list = useQuery({
    ...trpc.invoices.page.queryOptions({ filter, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { send } = useInvoiceActions();
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Card>
      <CardContent>
        {list.isPending && <CircularProgress size={24} aria-label={t`Loading invoices`} />}
        {list.isError && (
          <LoadErrorAlert
            error={list.error}
            fallback={t`Failed to load invoices`}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && rows.length === 0 && (
          <Typography color="text.secondary">
            {filter === 'overdue' ? t`No overdue invoices` : t`No invoices yet`}
          </Typography>
        )}
        {rows.length > 0 && (
          <List aria-label={filter === 'overdue' ? t`Overdue invoices` : t`Invoices`} disablePadding>
            {rows.map((i, k) => (
              <InvoiceRow
                key={i.id}
                invoice={i}
                overdueTab={filter === 'overdue'}
                divider={k < rows.length - 1}
                actions={{
                  onSend: (inv) => send.mutate({ id: inv.id }),
                  onMarkPaid,
                  onRemind,
                }}
              />
            ))}
          </List>
        )}
        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_e, p) => setPage(p - 1)}
              aria-label={t`Invoice pages`}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The admin shell's "billing" section (spec 03 §2.4 Billing Dashboard). */
export default function BillingDashboard() {
  const { t } = useLingui();
  const [tab, setTab] = useState<TabId>('all');
  const tabs: { id: TabId; label: string }[] = [
    { id: 'all', label: t`All Invoices` },
    { id: 'overdue', label: t`Overdue` },
  ];
  const [dialog, setDialog] = useState<{
    kind: 'new' | 'bulk' | 'remind' | 'mark-paid';
    invoice?: TInvoice;
    key: number;
  } | null>(null);
  const open = (kind: 'new' | 'bulk' | 'remind' | 'mark-paid', invoice?: TInvoice) =>
    setDialog((d) => ({ kind, invoice, key: (d?.key ?? 0) + 1 }));
  const close = () => setDialog(null);
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<LibraryAdd />} onClick={() => open('bulk')}>
          <Trans>Bulk Invoice</Trans>
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => open('new')}>
          <Trans>New Invoice</Trans>
        </Button>
      </Stack>
      <BillingStats />
      <Box sx={{ minWidth: 0 }}>
        <SectionTabs tabs={tabs} value={tab} onChange={setTab} label={t`Invoices`} idPrefix="billing" />
        <Box role="tabpanel" id={`billing-panel-${tab}`} aria-labelledby={`billing-tab-${tab}`}>
          <InvoiceList
            key={tab}
            filter={tab}
            onRemind={(i) => open('remind', i)}
            onMarkPaid={(i) => open('mark-paid', i)}
          />
        </Box>
      </Box>
      {dialog?.kind === 'new' && <NewInvoiceDialog key={dialog.key} open onClose={close} />}
      {dialog?.kind === 'bulk' && <BulkInvoiceDialog key={dialog.key} open onClose={close} />}
      {dialog?.kind === 'remind' && dialog.invoice && (
        <ReminderDialog key={dialog.key} invoiceId={dialog.invoice.id} open onClose={close} />
      )}
      {dialog?.kind === 'mark-paid' && dialog.invoice && (
        <MarkPaidDialog key={dialog.key} invoice={dialog.invoice} open onClose={close} />
      )}
    </Stack>
  );
}
