import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { NoTemplates } from './NoTemplates';
import { SendTemplateDialog } from './SendTemplateDialog';
import { TemplateCard } from './TemplateCard';
import { TemplateCategoryFilter } from './TemplateCategoryFilter';
import { TemplateFormDialog } from './TemplateFormDialog';
import { TemplateLanguageFilter } from './TemplateLanguageFilter';
import {
  type CategoryFilter,
  filterByCategory,
  filterByLanguage,
  type LanguageFilter,
  noTemplatesIn,
} from './templateGroups';
import { useDeliveryFollower } from './useDeliveryFollower';
import { useTemplateDialogs } from './useTemplateDialogs';
import { useTemplateMutations } from './useTemplateMutations';
import { useTemplates } from './useTemplates';

/**
 * /email-templates (spec 03 §2.7): category and language filters (on the loaded list, each counting
 * the templates the other leaves), a grid of template cards, and the create, edit,
 * delete and send dialogs; "Add Default Templates" when there are none.
 */
export default function EmailTemplatesPage() {
  const { t } = useLingui();
  const { templates, loading, error } = useTemplates();
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [language, setLanguage] = useState<LanguageFilter>('all');
  const dialogs = useTemplateDialogs();
  const mutations = useTemplateMutations();
  const follower = useDeliveryFollower();
  const inLanguage = filterByLanguage(templates, language);
  const shown = filterByCategory(inLanguage, filter);

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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
          <TemplateCategoryFilter value={filter} onChange={setFilter} templates={inLanguage} />
          <TemplateLanguageFilter
            value={language}
            onChange={setLanguage}
            templates={filterByCategory(templates, filter)}
          />
        </Stack>
        <Button variant="contained" startIcon={<Add />} onClick={dialogs.create}>
          <Trans>New Template</Trans>
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
      {!loading && templates.length > 0 && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {language === 'all' && filter !== 'all'
            ? noTemplatesIn(filter)
            : filter === 'all'
              ? t`No templates in this language.`
              : t`No templates in this category and language.`}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box
          component="section"
          aria-label={t`Templates`}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
          }}
        >
          {shown.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onSend={() => dialogs.send(template)}
              onEdit={() => dialogs.edit(template)}
              onDelete={() => dialogs.remove(template)}
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
