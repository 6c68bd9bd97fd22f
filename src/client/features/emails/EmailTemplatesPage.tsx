import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { NoTemplates } from './NoTemplates';
import { SendTemplateDialog } from './SendTemplateDialog';
import { TemplateCard } from './TemplateCard';
import { TemplateCategoryFilter } from './TemplateCategoryFilter';
import { TemplateFormDialog } from './TemplateFormDialog';
import { CATEGORY_LABELS, type CategoryFilter, filterByCategory } from './templateGroups';
import { useDeliveryFollower } from './useDeliveryFollower';
import { useTemplateDialogs } from './useTemplateDialogs';
import { useTemplateMutations } from './useTemplateMutations';
import { useTemplates } from './useTemplates';

/**
 * /email-templates (spec 03 §2.7): category filter, a grid of template cards, and the create, edit,
 * delete and send dialogs; "Add Default Templates" when there are none.
 */
export default function EmailTemplatesPage() {
  const { templates, loading, error } = useTemplates();
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const dialogs = useTemplateDialogs();
  const mutations = useTemplateMutations();
  const follower = useDeliveryFollower();
  const shown = filterByCategory(templates, filter);

  return (
    <Stack spacing={2.5}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <TemplateCategoryFilter value={filter} onChange={setFilter} templates={templates} />
        <Button variant="contained" startIcon={<Add />} onClick={dialogs.create}>
          New Template
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {loading && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Box>
      )}
      {!loading && !error && templates.length === 0 && <NoTemplates onCreate={dialogs.create} />}
      {!loading && templates.length > 0 && shown.length === 0 && filter !== 'all' && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No {CATEGORY_LABELS[filter].toLowerCase()} templates.
        </Typography>
      )}
      {shown.length > 0 && (
        <Box
          component="section"
          aria-label="Templates"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
          }}
        >
          {shown.map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              onSend={() => dialogs.send(t)}
              onEdit={() => dialogs.edit(t)}
              onDelete={() => dialogs.remove(t)}
            />
          ))}
        </Box>
      )}
      <TemplateFormDialog target={dialogs.form} mutations={mutations} onClose={dialogs.closeForm} />
      <SendTemplateDialog target={dialogs.sending} follower={follower} onClose={dialogs.closeSend} />
      <DeleteTemplateDialog template={dialogs.deleting} mutations={mutations} onClose={dialogs.closeDelete} />
    </Stack>
  );
}
