import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { SearchFilterToolbar } from '../common/paged/SearchFilterToolbar';
import type { BookingFilter } from './useBookings';

const FILTERS: { value: BookingFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'active', label: msg`Active` },
  { value: 'cancelled', label: msg`Cancelled` },
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
  const { i18n, t } = useLingui();
  return (
    <SearchFilterToolbar label={t`Search bookings`} placeholder={t`Student name, email or class`} {...search}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_e, next: BookingFilter | null) => next && onFilter(next)}
        aria-label={t`Booking status`}
        sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f.value} value={f.value} sx={{ px: 2, flex: { xs: 1, sm: 'none' } }}>
            {i18n._(f.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </SearchFilterToolbar>
  );
}
