import { useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { type CategoryFilter, categoryFilters, filterByCategory, isCategoryFilter } from './templateGroups';

/** "Filter by category": All categories or one, each with how many templates it has. */
export function TemplateCategoryFilter({
  value,
  onChange,
  templates,
}: {
  value: CategoryFilter;
  onChange: (value: CategoryFilter) => void;
  templates: TEmailTemplate[];
}) {
  const { t } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Filter by category`}
      value={value}
      onChange={(e) => isCategoryFilter(e.target.value) && onChange(e.target.value)}
      sx={{ minWidth: { xs: 0, sm: 220 } }}
    >
      {categoryFilters().map((f) => (
        <MenuItem key={f.value} value={f.value}>
          {f.label} ({filterByCategory(templates, f.value).length})
        </MenuItem>
      ))}
    </TextField>
  );
}
