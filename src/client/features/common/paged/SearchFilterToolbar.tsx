import { useLingui } from '@lingui/react/macro';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { Box, CircularProgress, IconButton, InputAdornment, TextField } from '@mui/material';
import type { ReactNode } from 'react';

export interface SearchFilterToolbarProps {
  label: string;
  placeholder: string;
  search: string;
  onSearch: (text: string) => void;
  /** Shows a spinner in place of the search icon while the typed text has not been answered. */
  searching: boolean;
  /** The filter control beside the search box. */
  children: ReactNode;
}

/** A search box (Escape or the cross clears it) with a filter beside it; stacked on a phone. */
export function SearchFilterToolbar({
  label,
  placeholder,
  search,
  onSearch,
  searching,
  children,
}: SearchFilterToolbarProps) {
  const { t } = useLingui();
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
        label={label}
        placeholder={placeholder}
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
                  <CircularProgress size={16} aria-label={t`Searching`} />
                ) : (
                  <Search fontSize="small" />
                )}
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton aria-label={t`Clear search`} size="small" edge="end" onClick={() => onSearch('')}>
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {children}
    </Box>
  );
}
