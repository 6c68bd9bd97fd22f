import { useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { filterByLanguage, isLanguageFilter, type LanguageFilter, languageFilters } from './templateGroups';

/** "Filter by language": All languages or one, each with how many templates it has. */
export function TemplateLanguageFilter({
  value,
  onChange,
  templates,
}: {
  value: LanguageFilter;
  onChange: (value: LanguageFilter) => void;
  templates: TEmailTemplate[];
}) {
  const { t } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Filter by language`}
      value={value}
      onChange={(e) => isLanguageFilter(e.target.value) && onChange(e.target.value)}
      sx={{ minWidth: { xs: 0, sm: 180 } }}
    >
      {languageFilters().map((f) => (
        <MenuItem key={f.value} value={f.value}>
          <span lang={f.lang}>{f.label}</span> ({filterByLanguage(templates, f.value).length})
        </MenuItem>
      ))}
    </TextField>
  );
}
