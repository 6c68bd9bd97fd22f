import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { SearchFilterToolbar } from '../common/paged/SearchFilterToolbar';
import type { BookingFilter } from './useBookings';

const FILTERS: { value: BookingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'cancelled', label: 'Cancelled' },
];

export interface BookingsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  filter: BookingFilter;
  onFilter: (filter: BookingFilter) => void;
}

/** The search box (student name or e-mail, class name) and the All / Active / Cancelled switch. */
export function BookingsToolbar({ filter, onFilter, ...search }: BookingsToolbarProps) {
  return (
    <SearchFilterToolbar label="Search bookings" placeholder="Student name, email or class" {...search}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_e, next: BookingFilter | null) => next && onFilter(next)}
        aria-label="Booking status"
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
