import { useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';
import { STUDENT_STATUS_FILTERS, type TStudentStatusFilter } from '../../../shared/schemas/students';
import { SearchFilterToolbar } from '../common/paged/SearchFilterToolbar';
import { filterLabel } from './studentDisplay';

export interface StudentToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  filter: TStudentStatusFilter;
  onFilter: (filter: TStudentStatusFilter) => void;
  /** Students matching the search, by status; undefined until known. */
  counts: Record<TStudentStatusFilter, number> | undefined;
}

/** The search box (name or e-mail, any case) and the status filter with how many each status has. */
export function StudentToolbar({ filter, onFilter, counts, ...search }: StudentToolbarProps) {
  const { t } = useLingui();
  return (
    <SearchFilterToolbar label={t`Search students`} placeholder={t`Name or email`} {...search}>
      <TextField
        select
        size="small"
        label={t`Status`}
        value={filter}
        onChange={(e) => onFilter(e.target.value as TStudentStatusFilter)}
        sx={{ minWidth: { sm: 180 } }}
      >
        {STUDENT_STATUS_FILTERS.map((status) => (
          <MenuItem key={status} value={status}>
            {filterLabel(status, counts?.[status])}
          </MenuItem>
        ))}
      </TextField>
    </SearchFilterToolbar>
  );
}
