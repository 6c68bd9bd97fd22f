import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { SectionTabs } from '../../common/SectionTabs';
import { EmailPaymentProcessor } from '../../payment-intake/review/EmailPaymentProcessor';
import { PaymentEmailReviewCard } from '../../payment-intake/review/PaymentEmailReviewCard';
import { useRequestedPaymentsTab } from '../../payment-intake/review/paymentsRecordLink';
import { AddChargeDialog } from '../../students/profile/AddChargeDialog';
import { LedgerPaymentsCard } from '../ledger/LedgerPaymentsCard';
import { useLedger } from '../ledger/useLedger';
import { MonthlyBills } from './MonthlyBills';
import { MonthlyPaymentGenerator } from './MonthlyPaymentGenerator';
import { PaymentOverview } from './PaymentOverview';
import { PaymentSummaryCards } from './PaymentSummaryCards';
import { ProcessPaymentDialog } from './ProcessPaymentDialog';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { RecordTransactionForm } from './RecordTransactionForm';

type TabId = 'overview' | 'bills' | 'payments' | 'generate' | 'record';

const TABS: { id: TabId; label: MessageDescriptor }[] = [
  { id: 'overview', label: msg`Overview` },
  { id: 'bills', label: msg`Monthly Bills` },
  { id: 'payments', label: msg`Payments` },
  { id: 'generate', label: msg`Generate` },
  { id: 'record', label: msg`Record` },
];

function PaymentsTab() {
  const { t } = useLingui();
  const ledger = useLedger();
  return <LedgerPaymentsCard ledger={ledger} title={t`All payments`} />;
}

/**
 * The admin shell's "payments" section (spec 03 §2.2 Payment Management): Generate Bills, Record
 * Payment and Add Charge (its own action, issue 28), the four summary cards, one bill per student per month, and the Overview, Monthly Bills,
 * Payments, Generate and Record tabs. After a payment is recorded the screen moves to the Payments
 * tab; after bills are generated, to Monthly Bills. The Record tab also holds the Email Payment
 * Processor and the payment e-mails to review, which stay put after recording: there are often several.
 */
export default function PaymentManagement() {
  // The dashboard's link to the review list opens the Record tab.
  const { i18n, t } = useLingui();
  const requestedTab = useRequestedPaymentsTab();
  const [tab, setTab] = useState<TabId>(requestedTab ?? 'overview');
  const [dialog, setDialog] = useState<{ kind: 'record' | 'process' | 'charge'; key: number } | null>(null);
  const open = (kind: 'record' | 'process' | 'charge') =>
    setDialog((d) => ({ kind, key: (d?.key ?? 0) + 1 }));
  const close = () => setDialog(null);
  const showPayments = () => setTab('payments');

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<ReceiptLong />} onClick={() => setTab('generate')}>
          <Trans>Generate Bills</Trans>
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => open('record')}>
          <Trans>Record Payment</Trans>
        </Button>
        <Button variant="outlined" startIcon={<PlaylistAdd />} onClick={() => open('charge')}>
          <Trans>Add Charge</Trans>
        </Button>
      </Stack>
      <PaymentSummaryCards />
      <Alert severity="info" icon={<InfoOutlined />} variant="outlined">
        <Trans>
          Each student has one bill per month, and several payments can be made against the same bill.
        </Trans>
      </Alert>
      <Box sx={{ minWidth: 0 }}>
        <SectionTabs
          tabs={TABS.map((entry) => ({ id: entry.id, label: i18n._(entry.label) }))}
          value={tab}
          onChange={setTab}
          label={t`Payment Management`}
          idPrefix="payments"
        />
        <Box role="tabpanel" id={`payments-panel-${tab}`} aria-labelledby={`payments-tab-${tab}`}>
          {tab === 'overview' && <PaymentOverview />}
          {tab === 'bills' && <MonthlyBills />}
          {tab === 'payments' && <PaymentsTab />}
          {tab === 'generate' && <MonthlyPaymentGenerator onGenerated={() => setTab('bills')} />}
          {tab === 'record' && (
            <Stack spacing={2}>
              <RecordTransactionForm onRecorded={showPayments} />
              <Box>
                <Button variant="outlined" onClick={() => open('process')}>
                  <Trans>Process Payment by Email</Trans>
                </Button>
              </Box>
              <EmailPaymentProcessor />
              <PaymentEmailReviewCard />
            </Stack>
          )}
        </Box>
      </Box>
      {dialog?.kind === 'record' && (
        <RecordPaymentDialog key={dialog.key} open onClose={close} onRecorded={showPayments} />
      )}
      {dialog?.kind === 'charge' && (
        <AddChargeDialog key={dialog.key} studentId={null} studentName="" open onClose={close} />
      )}
      {dialog?.kind === 'process' && (
        <ProcessPaymentDialog key={dialog.key} open onClose={close} onProcessed={showPayments} />
      )}
    </Stack>
  );
}
