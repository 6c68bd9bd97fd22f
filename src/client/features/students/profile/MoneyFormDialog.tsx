import { Alert, Box, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useIsMobile } from '../../../lib/useIsMobile';
import { FormDialogActions } from '../../common/FormDialogActions';

/**
 * The frame of Register Payment, Add Charge and Refund: title with the student's name, the fields, the
 * form's problem (spec 02 §5's words) and Cancel / submit. Full screen on a phone; Escape and the
 * backdrop do not close it while the request is under way.
 */
export function MoneyFormDialog({
  open,
  titleId,
  title,
  studentName,
  intro,
  problem,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  titleId: string;
  title: string;
  studentName: string;
  /** One sentence on what the action does to the student's account. */
  intro: string;
  problem: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitDisabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const introId = `${titleId}-intro`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={isMobile}
      aria-labelledby={titleId}
      aria-describedby={introId}
    >
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {studentName}
          </Typography>
          <Typography id={introId} variant="body2" sx={{ mt: 1, mb: 2 }}>
            {intro}
          </Typography>
          <Stack spacing={2}>
            {children}
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          pending={pending}
          disabled={pending || submitDisabled}
        />
      </Box>
    </Dialog>
  );
}
