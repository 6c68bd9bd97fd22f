import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  PAYMENT_EMAIL_MESSAGES as M,
  type TVerifyPaymentResult,
} from '../../../../shared/schemas/payment-emails';
import { InView } from './InView';
import { PaymentFacts } from './PaymentFacts';
import { ReasonList } from './ReasonList';
import { splitReasons } from './reasons';
import { StudentChoice } from './StudentChoice';
import { useRecordPasted } from './useSinglePayment';

export interface CheckedEmail {
  emailContent: string;
  senderEmail: string;
  subject: string;
}

/** Why Check Payment found nothing to record, with the server's reasons. */
function RefusedReading({ result }: { result: TVerifyPaymentResult }) {
  const title =
    result.error === M.noPaymentData || result.error === M.securityFailed
      ? result.error
      : 'Payment validation failed';
  return (
    <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{title}</AlertTitle>
      {result.validation.institution && (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          Looks like: {result.validation.institution}
        </Typography>
      )}
      <ReasonList reasons={result.reasons} label="Reasons" />
    </Alert>
  );
}

/**
 * Check Payment's answer. A refused one says why; a read one (UNVERIFIED: pasted text is never
 * signature-checked, decision 009) shows what the notice says and the student, for the administrator
 * to confirm with Record Payment — `checked` is the exact text that was read.
 */
export function VerifyResultPanel({
  result,
  checked,
  onRecorded,
}: {
  result: TVerifyPaymentResult;
  checked: CheckedEmail;
  onRecorded: () => void;
}) {
  const data = result.paymentData;
  const [studentId, setStudentId] = useState<number | null>(data?.studentId ?? null);
  const record = useRecordPasted(onRecorded);
  if (!result.success || !data) {
    return (
      <InView>
        <RefusedReading result={result} />
      </InView>
    );
  }

  const { unsignedNotice, others } = splitReasons(result.reasons);
  return (
    <InView>
      <Stack spacing={2} component="section" aria-label="Payment found">
        {unsignedNotice && (
          <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
            <AlertTitle>Unverified</AlertTitle>
            {unsignedNotice}
          </Alert>
        )}
        <PaymentFacts
          institution={result.validation.institution}
          amount={data.amount}
          payerName={data.payerName}
          payerEmail={data.payerEmail}
          reference={data.reference}
          invoiceNumber={data.invoiceNumber}
        />
        <ReasonList reasons={others} label="Notes" />
        {data.studentId !== null ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Matched student: <strong>{data.studentName}</strong>
            {data.studentEmail ? ` (${data.studentEmail})` : ''}
          </Typography>
        ) : (
          <StudentChoice
            candidates={result.candidates}
            studentId={studentId}
            onChange={setStudentId}
            disabled={record.isPending}
          />
        )}
        <Box>
          <Button
            variant="contained"
            disabled={studentId === null || record.isPending}
            onClick={() => studentId !== null && record.mutate({ ...checked, studentId })}
          >
            {record.isPending ? 'Recording…' : 'Record Payment'}
          </Button>
        </Box>
      </Stack>
    </InView>
  );
}
