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
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { NoTemplates } from './NoTemplates';
import { bodyExcerpt, groupByCategory } from './templateGroups';

function LibraryItem({
  template,
  onUse,
  onEdit,
}: {
  template: TEmailTemplate;
  onUse: (t: TEmailTemplate) => void;
  onEdit: (t: TEmailTemplate) => void;
}) {
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
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{template.name}</Typography>
          {!template.isActive && <Chip size="small" label="Inactive" variant="outlined" />}
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {template.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {template.description || bodyExcerpt(template.body, 120)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
        <Tooltip title={template.isActive ? '' : 'Activate it before sending'}>
          <span>
            <Button
              size="small"
              variant="outlined"
              startIcon={<Send />}
              disabled={!template.isActive}
              onClick={() => onUse(template)}
              aria-label={`Use ${template.name}`}
            >
              Use
            </Button>
          </span>
        </Tooltip>
        <IconButton size="small" aria-label={`Edit ${template.name}`} onClick={() => onEdit(template)}>
          <Edit fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}

/** The template library (spec 03 §2.6): templates by category; "Use" opens Compose with one. */
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
  const groups = groupByCategory(templates);
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
            Template Library
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Pick a template to write a message with it.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/email-templates" variant="outlined">
            Manage Templates
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
            New Template
          </Button>
        </Stack>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {loading && <Skeleton variant="rounded" height={160} aria-label="Loading templates" />}
      {!loading && !error && templates.length === 0 && <NoTemplates onCreate={onCreate} />}
      {groups.map((g) => (
        <Card key={g.category} component="section" aria-label={`${g.label} templates`}>
          <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {g.label}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({g.templates.length})
              </Typography>
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {g.templates.map((t) => (
                <LibraryItem key={t.id} template={t} onUse={onUse} onEdit={onEdit} />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
