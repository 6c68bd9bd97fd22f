import { Trans, useLingui } from '@lingui/react/macro';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Send from '@mui/icons-material/Send';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { placeholderToken } from './placeholderFields';
import { TemplateLanguageChip } from './TemplateLanguageChip';
import { bodyExcerpt, categoryLabel } from './templateGroups';

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
  const { t } = useLingui();
  const tpl = template;
  const name = tpl.name;
  return (
    <Card
      component="article"
      aria-label={tpl.name}
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
            {tpl.name}
          </Typography>
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            sx={{ flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end', maxWidth: '60%' }}
          >
            <Chip size="small" label={categoryLabel(tpl.category)} color="primary" variant="outlined" />
            <TemplateLanguageChip language={tpl.language} />
            {!tpl.isActive && <Chip size="small" label={t`Inactive`} />}
          </Stack>
        </Stack>
        {tpl.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {tpl.description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {tpl.subject}
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
          {bodyExcerpt(tpl.body, 240)}
        </Typography>
        {tpl.placeholders.length > 0 && (
          <Box
            component="ul"
            aria-label={t`Placeholders used`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          >
            {tpl.placeholders.map((p) => (
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
          disabled={!tpl.isActive}
          aria-label={t`Send ${name}`}
        >
          <Trans>Send</Trans>
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Edit />}
          onClick={onEdit}
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<Delete />}
          onClick={onDelete}
          aria-label={t`Delete ${name}`}
        >
          <Trans>Delete</Trans>
        </Button>
      </CardActions>
    </Card>
  );
}
