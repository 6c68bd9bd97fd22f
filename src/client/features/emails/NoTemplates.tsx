import Add from '@mui/icons-material/Add';
import MailOutline from '@mui/icons-material/EmailOutlined';
import LibraryAdd from '@mui/icons-material/LibraryAdd';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useAddDefaultTemplates } from './useAddDefaultTemplates';

/** No template yet: the spec's "Add Default Templates" (welcome, cancellation, billing), or a new one. */
export function NoTemplates({ onCreate }: { onCreate: () => void }) {
  const defaults = useAddDefaultTemplates();
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5, px: 2 }}>
        <MailOutline sx={{ fontSize: 40, color: 'action.disabled' }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          No templates yet
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Start with the default welcome, class cancellation and payment reminder templates, or write your
          own.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button
            variant="contained"
            startIcon={<LibraryAdd />}
            onClick={defaults.add}
            disabled={defaults.isPending}
          >
            {defaults.isPending ? 'Adding…' : 'Add Default Templates'}
          </Button>
          <Button variant="outlined" startIcon={<Add />} onClick={onCreate}>
            New Template
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
