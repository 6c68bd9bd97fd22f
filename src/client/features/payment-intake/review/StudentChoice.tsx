import { Trans, useLingui } from '@lingui/react/macro';
import { Box, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TVerifyPaymentResult } from '../../../../shared/schemas/payment-emails';
import { trpc } from '../../../lib/trpc';
import { StudentPicker } from '../../students/StudentPicker';

type Candidate = TVerifyPaymentResult['candidates'][number];

/**
 * Which student a payment is for, when the payer matched none or several: the students who match are
 * offered first, any other student through the picker. Nothing is chosen until the administrator does.
 */
export function StudentChoice({
  candidates,
  studentId,
  onChange,
  disabled,
}: {
  candidates: readonly Candidate[];
  studentId: number | null;
  onChange: (studentId: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const isCandidate = candidates.some((c) => c.studentId === studentId);
  // Two students can share a name: their e-mails (from the picker's list) tell them apart.
  const students = useQuery(trpc.students.options.queryOptions());
  const emailOf = (id: number) => students.data?.find((s) => s.id === id)?.email;
  return (
    <Stack spacing={1.5}>
      {candidates.length > 0 && (
        <div>
          <FormLabel id={labelId} sx={{ typography: 'body2' }}>
            <Trans>Students who match this payer</Trans>
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={isCandidate ? String(studentId) : ''}
            onChange={(e) => onChange(Number(e.target.value))}
          >
            {candidates.map((c) => (
              <FormControlLabel
                key={c.studentId}
                value={String(c.studentId)}
                control={<Radio size="small" />}
                label={
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2">{c.studentName}</Typography>
                    {emailOf(c.studentId) && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {emailOf(c.studentId)}
                      </Typography>
                    )}
                  </Box>
                }
                disabled={disabled}
                sx={{ overflowWrap: 'anywhere', alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
              />
            ))}
          </RadioGroup>
        </div>
      )}
      <StudentPicker
        studentId={isCandidate ? null : studentId}
        onChange={onChange}
        label={candidates.length > 0 ? t`Or another student` : t`Student`}
        placeholder={t`Search by name or e-mail`}
        disabled={disabled}
      />
    </Stack>
  );
}
