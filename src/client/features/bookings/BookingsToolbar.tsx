import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import {
  Box,
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
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
export function BookingsToolbar({ search, onSearch, searching, filter, onFilter }: BookingsToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
      }}
    >
      <TextField
        label="Search bookings"
        placeholder="Student name, email or class"
        size="small"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && search) onSearch('');
        }}
        sx={{ flex: { sm: '0 1 360px' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {searching ? (
                  <CircularProgress size={16} aria-label="Searching" />
                ) : (
                  <Search fontSize="small" />
                )}
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton aria-label="Clear search" size="small" edge="end" onClick={() => onSearch('')}>
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
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
    </Box>
  );
}
