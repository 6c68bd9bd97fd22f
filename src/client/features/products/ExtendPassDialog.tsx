import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays, formatDate } from '../../../shared/dates';
import type { TStudentPass } from '../../../shared/schemas/products';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** Extend a pack's validity to a later last day, with a reason the audit log keeps. */
export function ExtendPassDialog({ pass, onClose }: { pass: TStudentPass; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [expiresOn, setExpiresOn] = useState(addDays(pass.expiresOn!, 30));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const extend = useMutation(trpc.products.extendPass.mutationOptions());
  const save = () =>
    extend.mutate(
      { id: pass.id, expiresOn, reason },
      {
        onSuccess: ({ message }) => {
          toast({ title: t`Pack Extended`, description: message });
          void queryClient.invalidateQueries({ queryKey: trpc.products.passes.pathKey() });
          onClose();
        },
        onError: (e) => setError(errorMessage(e, t`Please try again`)),
      },
    );
  const name = pass.name;
  const validUntil = formatDate(pass.expiresOn!);
  return (
    <Dialog open onClose={extend.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        <Trans>Extend {name}</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <Trans>Valid until {validUntil} now. Its classes left can be used until the new day.</Trans>
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            type="date"
            label={t`Valid until`}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t`Reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={t`Kept in the audit log, e.g. injury or travel.`}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {error && (
            <DialogContentText role="alert" color="error">
              {error}
            </DialogContentText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={extend.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" onClick={save} disabled={extend.isPending}>
          {extend.isPending ? t`Extending...` : t`Extend`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
