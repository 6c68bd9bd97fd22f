import { MenuItem, TextField } from '@mui/material';
import type { TEmailTemplate } from '../../../shared/schemas/email';

export interface FilterChoice<V extends string> {
  value: V;
  label: string;
  /** The choice's own language, when it names one ("Français"). */
  lang?: string;
}

/**
 * A select that narrows the template list (by category, by language): each choice with how many
 * templates it keeps.
 */
export function TemplateFilter<V extends string>({
  label,
  value,
  onChange,
  choices,
  accepts,
  keeps,
  templates,
  minWidth,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  choices: FilterChoice<V>[];
  accepts: (value: string) => value is V;
  keeps: (templates: TEmailTemplate[], value: V) => TEmailTemplate[];
  templates: TEmailTemplate[];
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => accepts(e.target.value) && onChange(e.target.value)}
      sx={{ minWidth: { xs: 0, sm: minWidth } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          <span lang={choice.lang}>{choice.label}</span> ({keeps(templates, choice.value).length})
        </MenuItem>
      ))}
    </TextField>
  );
}
