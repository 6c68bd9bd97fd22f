import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../lib/toast';
import { MethodSelect } from '../../common/MethodSelect';
import { StudentPicker } from '../../students/StudentPicker';
import { MoneyField } from './MoneyField';
import { checkTransaction, type FieldErrors, type TransactionForm } from './paymentForms';
import { useRecordPayment, validationFailed } from './usePaymentEntries';

const EMPTY: TransactionForm = {
  studentId: null,
  amount: '',
  paymentMethod: 'e_transfer',
  transactionId: '',
  notes: '',
};

/**
 * The Record tab's Record Payment Transaction form (spec 03 §2.2, §5): student, amount, method, an
 * optional transaction id (the same id twice is one payment) and notes.
 */
export function RecordTransactionForm({ onRecorded }: { onRecorded: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const { transaction } = useRecordPayment(() => {
    setForm(EMPTY);
    onRecorded();
  });
  const set = <K extends keyof TransactionForm>(key: K, value: TransactionForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (transaction.isPending) return;
    const checked = checkTransaction(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast(validationFailed());
      return;
    }
    setErrors({});
    transaction.mutate(checked.input);
  };

  return (
    <Card component="section" aria-labelledby="record-transaction-title">
      <CardContent>
        <Typography id="record-transaction-title" variant="h6" component="h2" gutterBottom>
          <Trans>Record Payment Transaction</Trans>
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <StudentPicker
              studentId={form.studentId}
              onChange={(id) => set('studentId', id)}
              required
              error={errors.studentId}
              disabled={transaction.isPending}
            />
            <MoneyField
              label={t`Amount`}
              required
              value={form.amount}
              onChange={(v) => set('amount', v)}
              error={errors.amount}
              disabled={transaction.isPending}
            />
            <MethodSelect
              value={form.paymentMethod}
              onChange={(v) => set('paymentMethod', v)}
              error={errors.paymentMethod}
              disabled={transaction.isPending}
            />
            <TextField
              size="small"
              label={t`Transaction ID`}
              helperText={t`Optional: the e-Transfer reference or receipt number; the same ID is never recorded twice`}
              value={form.transactionId}
              onChange={(e) => set('transactionId', e.target.value)}
              disabled={transaction.isPending}
            />
            <TextField
              size="small"
              label={t`Notes`}
              multiline
              minRows={2}
              value={form.notes}
              onChange={(e) => set('notes', e.target.value)}
              disabled={transaction.isPending}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={transaction.isPending}>
                {transaction.isPending ? t`Recording...` : t`Record Payment`}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
