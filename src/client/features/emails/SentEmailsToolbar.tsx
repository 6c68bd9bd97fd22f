import { useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';
import { SearchFilterToolbar } from '../common/paged/SearchFilterToolbar';
import { type SentStatusFilter, STATUS_FILTERS } from './emailStatusLook';

/** Search (recipient or subject) and the status filter. */
export function SentEmailsToolbar({
  status,
  onStatus,
  ...search
}: {
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  status: SentStatusFilter;
  onStatus: (status: SentStatusFilter) => void;
}) {
  const { t } = useLingui();
  return (
    <SearchFilterToolbar
      label={t`Search sent emails`}
      placeholder={t`Recipient, name or subject`}
      {...search}
    >
      <TextField
        select
        label={t`Status`}
        size="small"
        value={status}
        onChange={(e) => onStatus(e.target.value as SentStatusFilter)}
        sx={{ minWidth: { sm: 180 } }}
      >
        {STATUS_FILTERS.map((f) => (
          <MenuItem key={f.value} value={f.value}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
    </SearchFilterToolbar>
  );
}
