import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { INCOMING_FILTERS } from '../../../../shared/schemas/inbox';
import { SearchFilterToolbar } from '../../common/paged/SearchFilterToolbar';

export type IncomingFilter = (typeof INCOMING_FILTERS)[number];

const FILTERS: { value: IncomingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'students', label: 'Students' },
];

/** "Search emails" (sender, subject, text) and the All / Unread / Students switch. */
export function IncomingToolbar({
  filter,
  onFilter,
  ...search
}: {
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  filter: IncomingFilter;
  onFilter: (filter: IncomingFilter) => void;
}) {
  return (
    <SearchFilterToolbar label="Search emails" placeholder="Sender, subject or text" {...search}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_e, next: IncomingFilter | null) => next && onFilter(next)}
        aria-label="Show"
        sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f.value} value={f.value} sx={{ px: 2, flex: { xs: 1, sm: 'none' } }}>
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </SearchFilterToolbar>
  );
}
