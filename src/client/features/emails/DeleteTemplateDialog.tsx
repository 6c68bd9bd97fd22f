import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { useLastNonNull } from '../../lib/useLastNonNull';
import type { TemplateMutations } from './useTemplateMutations';

/** "Delete Template": asks first; messages already sent with it keep their text. */
export function DeleteTemplateDialog({
  template,
  mutations,
  onClose,
}: {
  template: TEmailTemplate | null;
  mutations: TemplateMutations;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const shown = useLastNonNull(template);
  const name = shown?.name ?? '';
  return (
    <Dialog open={template !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        <Trans>Delete Template</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          <Trans>
            Delete “{name}”? This cannot be undone. Emails already sent with it stay in Sent Emails.
          </Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={mutations.deleting || !template}
          onClick={() => template && mutations.remove(template, onClose)}
        >
          {mutations.deleting ? t`Deleting…` : t`Delete`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
