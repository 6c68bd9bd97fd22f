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
  const shown = useLastNonNull(template);
  return (
    <Dialog open={template !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Delete Template</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          Delete “{shown?.name}”? This cannot be undone. Emails already sent with it stay in Sent Emails.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={mutations.deleting || !template}
          onClick={() => template && mutations.remove(template, onClose)}
        >
          {mutations.deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
