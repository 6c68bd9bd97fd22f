import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Send from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { NoTemplates } from './NoTemplates';
import { TemplateLanguageChip } from './TemplateLanguageChip';
import { TemplateLanguageFilter } from './TemplateLanguageFilter';
import { bodyExcerpt, filterByLanguage, groupByCategory, type LanguageFilter } from './templateGroups';

function LibraryItem({
  template,
  onUse,
  onEdit,
}: {
  template: TEmailTemplate;
  onUse: (t: TEmailTemplate) => void;
  onEdit: (t: TEmailTemplate) => void;
}) {
  const { t } = useLingui();
  const name = template.name;
  return (
    <Box
      component="li"
      aria-label={template.name}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{template.name}</Typography>
          <TemplateLanguageChip language={template.language} />
          {!template.isActive && <Chip size="small" label={t`Inactive`} variant="outlined" />}
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {template.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {template.description || bodyExcerpt(template.body, 120)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
        <Tooltip title={template.isActive ? '' : t`Activate it before sending`}>
          <span>
            <Button
              size="small"
              variant="outlined"
              startIcon={<Send />}
              disabled={!template.isActive}
              onClick={() => onUse(template)}
              aria-label={t`Use ${name}`}
            >
              <Trans>Use</Trans>
            </Button>
          </span>
        </Tooltip>
        <IconButton size="small" aria-label={t`Edit ${name}`} onClick={() => onEdit(template)}>
          <Edit fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}

/**
 * The template library (spec 03 §2.6): templates by category, each with the language it is written in
 * (a language filter narrows them to one); "Use" opens Compose with one.
 */
export function TemplateLibrary({
  templates,
  loading,
  error,
  onUse,
  onEdit,
  onCreate,
}: {
  templates: TEmailTemplate[];
  loading: boolean;
  error: string | null;
  onUse: (t: TEmailTemplate) => void;
  onEdit: (t: TEmailTemplate) => void;
  onCreate: () => void;
}) {
  const { t } = useLingui();
  const [language, setLanguage] = useState<LanguageFilter>('all');
  const groups = groupByCategory(filterByLanguage(templates, language));
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
            <Trans>Template Library</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>Pick a template to write a message with it.</Trans>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {templates.length > 0 && (
            <TemplateLanguageFilter value={language} onChange={setLanguage} templates={templates} />
          )}
          <Button component={RouterLink} to="/email-templates" variant="outlined">
            <Trans>Manage Templates</Trans>
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
            <Trans>New Template</Trans>
          </Button>
        </Stack>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {loading && <Skeleton variant="rounded" height={160} aria-label={t`Loading templates`} />}
      {!loading && !error && templates.length === 0 && <NoTemplates onCreate={onCreate} />}
      {!loading && templates.length > 0 && groups.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          <Trans>No templates in this language.</Trans>
        </Typography>
      )}
      {groups.map((g) => {
        const label = g.label;
        return (
          <Card key={g.category} component="section" aria-label={t`${label} templates`}>
            <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {g.label}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({g.templates.length})
                </Typography>
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {g.templates.map((template) => (
                  <LibraryItem key={template.id} template={template} onUse={onUse} onEdit={onEdit} />
                ))}
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
