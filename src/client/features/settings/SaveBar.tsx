import { useLingui } from '@lingui/react/macro';
import Save from '@mui/icons-material/Save';
import { Button, Paper, Stack, Typography } from '@mui/material';

/**
 * The form's one Save button, kept in view at the bottom of the screen, with what is pending:
 * unsaved changes, saving, or why saving was refused.
 */
export function SaveBar({
  label,
  dirty,
  saving,
  problem,
}: {
  label: string;
  dirty: boolean;
  saving: boolean;
  /** Why the last Save was refused (fields in error), shown until they are fixed. */
  problem: string | null;
}) {
  const { t } = useLingui();
  const status =
    problem ?? (saving ? t`Saving…` : dirty ? t`You have unsaved changes.` : t`All changes saved.`);
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        mt: 3,
        px: { xs: 1.5, sm: 2.5 },
        py: 1.25,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography
          variant="body2"
          aria-live="polite"
          color={problem ? 'error' : dirty ? 'text.primary' : 'text.secondary'}
          sx={{ minWidth: 0 }}
        >
          {status}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          startIcon={<Save />}
          disabled={!dirty || saving}
          sx={{ flexShrink: 0 }}
        >
          {saving ? t`Saving…` : label}
        </Button>
      </Stack>
    </Paper>
  );
}
