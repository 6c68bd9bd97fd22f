import { Trans, useLingui } from '@lingui/react/macro';
import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import { Avatar, Box, Button, DialogTitle, IconButton, Typography } from '@mui/material';

export const PROFILE_TITLE_ID = 'student-profile-title';

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** The initial, the student's name, Edit, and the dialog's close button. */
export function ProfileHeader({
  name,
  onEdit,
  onClose,
}: {
  /** Undefined while the student loads. */
  name: string | undefined;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 1.5 }}>
      <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 44, height: 44, fontWeight: 600 }}>
        {name === undefined ? '' : initialOf(name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          id={PROFILE_TITLE_ID}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {name ?? t`Student Profile`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans>Student Profile</Trans>
        </Typography>
      </Box>
      {name !== undefined && (
        <Button variant="outlined" size="small" startIcon={<Edit />} onClick={onEdit} sx={{ flexShrink: 0 }}>
          <Trans>Edit</Trans>
        </Button>
      )}
      <IconButton aria-label={t`Close`} onClick={onClose} sx={{ flexShrink: 0 }}>
        <Close />
      </IconButton>
    </DialogTitle>
  );
}
