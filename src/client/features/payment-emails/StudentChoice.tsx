import { FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useId } from 'react';
import type { TVerifyPaymentResult } from '../../../shared/schemas/payment-emails';
import { StudentPicker } from '../students/StudentPicker';

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
  const labelId = useId();
  const isCandidate = candidates.some((c) => c.studentId === studentId);
  return (
    <Stack spacing={1.5}>
      {candidates.length > 0 && (
        <div>
          <FormLabel id={labelId} sx={{ typography: 'body2' }}>
            Students who match this payer
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
                label={c.studentName}
                disabled={disabled}
                sx={{ overflowWrap: 'anywhere' }}
              />
            ))}
          </RadioGroup>
        </div>
      )}
      <StudentPicker
        studentId={isCandidate ? null : studentId}
        onChange={onChange}
        label={candidates.length > 0 ? 'Or another student' : 'Student'}
        placeholder="Search by name or e-mail"
        disabled={disabled}
      />
    </Stack>
  );
}
