import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import type { TLoginInfo } from '../../../../shared/schemas/students';
import { DeliveryNote } from '../../emails/DeliveryNote';
import { IssuedPassword } from './IssuedPassword';
import { type Delivery, type DeliveryOption, deliveryOptions } from './loginInfoModel';
import { useIssueTemporaryPassword } from './useIssueTemporaryPassword';

/** A radio named by its label alone; the explanation under it is its description. */
function DeliveryChoice({ option }: { option: DeliveryOption }) {
  const detailId = useId();
  return (
    <Box>
      <FormControlLabel
        value={option.value}
        control={<Radio size="small" slotProps={{ input: { 'aria-describedby': detailId } }} />}
        label={option.label}
      />
      <Typography
        id={detailId}
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ pl: 3.75, mt: -0.75, mb: 0.5, overflowWrap: 'anywhere' }}
      >
        {option.detail}
      </Typography>
    </Box>
  );
}

/**
 * Issue temporary password (design §4 in place of showing the stored one): choose to see it once
 * here, e-mail it, or both; the old password stops working and the student is signed out. Mount it
 * with a new key per opening.
 */
export function IssueTemporaryPasswordDialog({
  student,
  open,
  onClose,
}: {
  student: TLoginInfo;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const [delivery, setDelivery] = useState<Delivery>('show');
  const { mutation, follower } = useIssueTemporaryPassword(student.email);
  const result = mutation.data;
  const emailRow = result?.email ? follower.rows?.find((r) => r.id === result.email!.id) : undefined;

  const name = student.name;
  const email = student.email;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mutation.isPending) mutation.mutate({ studentId: student.id, delivery });
  };

  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="issue-password-title"
    >
      <DialogTitle id="issue-password-title">
        <Trans>Issue temporary password</Trans>
      </DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <IssuedPassword result={result} />
              {emailRow && <DeliveryNote to={student.email} row={emailRow} following={follower.following} />}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              <Trans>
                A new temporary password for {name} ({email}) replaces the current one: the old password stops
                working and they are signed out on every device.
              </Trans>
            </Typography>
            <FormControl disabled={mutation.isPending}>
              <FormLabel id={labelId} sx={{ fontWeight: 600, fontSize: 14, color: 'text.primary' }}>
                <Trans>How should the student get it?</Trans>
              </FormLabel>
              <RadioGroup
                aria-labelledby={labelId}
                value={delivery}
                onChange={(e) => setDelivery(e.target.value as Delivery)}
              >
                {deliveryOptions(student.email).map((option) => (
                  <DeliveryChoice key={option.value} option={option} />
                ))}
              </RadioGroup>
            </FormControl>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
            <Button onClick={onClose} disabled={mutation.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="contained" disabled={mutation.isPending}>
              {mutation.isPending ? t`Issuing...` : t`Issue Password`}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
