import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Send from '@mui/icons-material/Send';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { placeholderToken } from './placeholderFields';
import { bodyExcerpt, CATEGORY_LABELS } from './templateGroups';

/** One template in the /email-templates grid: what it says, what it needs, and its actions. */
export function TemplateCard({
  template,
  onSend,
  onEdit,
  onDelete,
}: {
  template: TEmailTemplate;
  onSend: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = template;
  return (
    <Card
      component="article"
      aria-label={t.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography
            variant="h6"
            component="h3"
            sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {t.name}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
            <Chip size="small" label={CATEGORY_LABELS[t.category]} color="primary" variant="outlined" />
            {!t.isActive && <Chip size="small" label="Inactive" />}
          </Stack>
        </Stack>
        {t.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {t.description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t.subject}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            mt: 0.5,
          }}
        >
          {bodyExcerpt(t.body, 240)}
        </Typography>
        {t.placeholders.length > 0 && (
          <Box
            component="ul"
            aria-label="Placeholders used"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          >
            {t.placeholders.map((p) => (
              <li key={p}>
                <Chip
                  size="small"
                  label={placeholderToken(p)}
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 11.5 }}
                />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions
        sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button
          size="small"
          variant="contained"
          startIcon={<Send />}
          onClick={onSend}
          disabled={!t.isActive}
          aria-label={`Send ${t.name}`}
        >
          Send
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Edit />}
          onClick={onEdit}
          aria-label={`Edit ${t.name}`}
        >
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<Delete />}
          onClick={onDelete}
          aria-label={`Delete ${t.name}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
