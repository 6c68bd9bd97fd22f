import { Trans, useLingui } from '@lingui/react/macro';
import { Box, ListSubheader, MenuItem, TextField, Typography } from '@mui/material';
import { LANGUAGE_NAMES } from '../../../shared/i18n/locales';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { groupByCategory } from './templateGroups';

/**
 * "Template (optional)": the active templates by category, each with the language it is written in (so
 * the sender can pick the one in the recipient's language); picking one fills the subject and body.
 */
export function TemplatePicker({
  templates,
  value,
  onChange,
  loading,
}: {
  templates: TEmailTemplate[];
  value: string;
  onChange: (template: TEmailTemplate | null) => void;
  loading: boolean;
}) {
  const { t } = useLingui();
  const usable = templates.filter((template) => template.isActive);
  const groups = groupByCategory(usable);
  const known = value === '' || usable.some((template) => String(template.id) === value);
  return (
    <TextField
      select
      label={t`Template (optional)`}
      value={known ? value : ''}
      onChange={(e) => onChange(usable.find((template) => String(template.id) === e.target.value) ?? null)}
      helperText={
        loading
          ? t`Loading templates…`
          : usable.length === 0
            ? t`No templates yet: add them under Templates.`
            : t`Fills in the subject and body; you can still change them.`
      }
      fullWidth
    >
      <MenuItem value="">
        <em>
          <Trans>No template</Trans>
        </em>
      </MenuItem>
      {groups.flatMap((g) => [
        <ListSubheader key={`h-${g.category}`}>{g.label}</ListSubheader>,
        ...g.templates.map((template) => (
          <MenuItem key={template.id} value={String(template.id)}>
            <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {template.name}
              </Box>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                lang={template.language}
                sx={{ flexShrink: 0 }}
              >
                {LANGUAGE_NAMES[template.language]}
              </Typography>
            </Box>
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
