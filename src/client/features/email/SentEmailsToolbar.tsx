import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { Box, CircularProgress, IconButton, InputAdornment, MenuItem, TextField } from '@mui/material';
import { type SentStatusFilter, STATUS_FILTERS } from './emailStatusLook';

/** Search (recipient or subject) and the status filter. */
export function SentEmailsToolbar({
  search,
  onSearch,
  searching,
  status,
  onStatus,
}: {
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  status: SentStatusFilter;
  onStatus: (status: SentStatusFilter) => void;
}) {
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
        label="Search sent emails"
        placeholder="Recipient, name or subject"
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
      <TextField
        select
        label="Status"
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
    </Box>
  );
}
