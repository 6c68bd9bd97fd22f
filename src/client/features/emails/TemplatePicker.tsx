import { ListSubheader, MenuItem, TextField } from '@mui/material';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { groupByCategory } from './templateGroups';

/** "Template (optional)": the active templates by category; picking one fills the subject and body. */
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
  const usable = templates.filter((t) => t.isActive);
  const groups = groupByCategory(usable);
  const known = value === '' || usable.some((t) => String(t.id) === value);
  return (
    <TextField
      select
      label="Template (optional)"
      value={known ? value : ''}
      onChange={(e) => onChange(usable.find((t) => String(t.id) === e.target.value) ?? null)}
      helperText={
        loading
          ? 'Loading templates…'
          : usable.length === 0
            ? 'No templates yet: add them under Templates.'
            : 'Fills in the subject and body; you can still change them.'
      }
      fullWidth
    >
      <MenuItem value="">
        <em>No template</em>
      </MenuItem>
      {groups.flatMap((g) => [
        <ListSubheader key={`h-${g.category}`}>{g.label}</ListSubheader>,
        ...g.templates.map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.name}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
