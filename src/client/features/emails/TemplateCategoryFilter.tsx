import { MenuItem, TextField } from '@mui/material';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { CATEGORY_FILTERS, type CategoryFilter, filterByCategory, isCategoryFilter } from './templateGroups';

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
  return (
    <TextField
      select
      size="small"
      label="Filter by category"
      value={value}
      onChange={(e) => isCategoryFilter(e.target.value) && onChange(e.target.value)}
      sx={{ minWidth: { xs: 0, sm: 220 } }}
    >
      {CATEGORY_FILTERS.map((f) => (
        <MenuItem key={f.value} value={f.value}>
          {f.label} ({filterByCategory(templates, f.value).length})
        </MenuItem>
      ))}
    </TextField>
  );
}
