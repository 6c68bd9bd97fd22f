import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  PAYMENT_EMAIL_MESSAGES as M,
  type TVerifyPaymentResult,
} from '../../../../shared/schemas/payment-emails';
import { tr } from '../../../i18n/tr';
import { InView } from './InView';
import { PaymentFacts } from './PaymentFacts';
import { ReasonList } from './ReasonList';
import { shownReason, splitReasons } from './reasons';
import { StudentChoice } from './StudentChoice';
import { useRecordPasted } from './useSinglePayment';

export interface CheckedEmail {
  emailContent: string;
  senderEmail: string;
  subject: string;
}

/** Why Check Payment found nothing to record, with the server's reasons. */
function RefusedReading({ result }: { result: TVerifyPaymentResult }) {
  const { t } = useLingui();
  const known = [M.noPaymentData, M.securityFailed, tr(M.noPaymentData), tr(M.securityFailed)];
  const title =
    result.error && known.includes(result.error) ? tr(result.error) : t`Payment validation failed`;
  const institution = result.validation.institution;
  return (
    <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{title}</AlertTitle>
      {result.validation.institution && (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          <Trans>Looks like: {institution}</Trans>
        </Typography>
      )}
      <ReasonList reasons={result.reasons} label={t`Reasons`} />
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
  const { t } = useLingui();
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
  const studentName = data.studentName;
  const studentEmail = data.studentEmail;
  return (
    <InView>
      <Stack spacing={2} component="section" aria-label={t`Payment found`}>
        {unsignedNotice && (
          <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
            <AlertTitle>
              <Trans>Unverified</Trans>
            </AlertTitle>
            {shownReason(unsignedNotice)}
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
        <ReasonList reasons={others} label={t`Notes`} />
        {data.studentId !== null ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {data.studentEmail ? (
              <Trans>
                Matched student: <strong>{studentName}</strong> ({studentEmail})
              </Trans>
            ) : (
              <Trans>
                Matched student: <strong>{studentName}</strong>
              </Trans>
            )}
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
            {record.isPending ? t`Recording…` : t`Record Payment`}
          </Button>
        </Box>
      </Stack>
    </InView>
  );
}
