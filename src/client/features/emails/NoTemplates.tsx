import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import MailOutline from '@mui/icons-material/EmailOutlined';
import LibraryAdd from '@mui/icons-material/LibraryAdd';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useAddDefaultTemplates } from './useAddDefaultTemplates';

/**
 * No template yet: the spec's "Add Default Templates" (welcome, cancellation, billing, each in English and
 * in French: six), or a new one.
 */
export function NoTemplates({ onCreate }: { onCreate: () => void }) {
  const { t } = useLingui();
  const defaults = useAddDefaultTemplates();
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5, px: 2 }}>
        <MailOutline sx={{ fontSize: 40, color: 'action.disabled' }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          <Trans>No templates yet</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          <Trans>
            Start with the default welcome, class cancellation and payment reminder templates, or write your
            own.
          </Trans>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button
            variant="contained"
            startIcon={<LibraryAdd />}
            onClick={defaults.add}
            disabled={defaults.isPending}
          >
            {defaults.isPending ? t`Adding…` : t`Add Default Templates`}
          </Button>
          <Button variant="outlined" startIcon={<Add />} onClick={onCreate}>
            <Trans>New Template</Trans>
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
