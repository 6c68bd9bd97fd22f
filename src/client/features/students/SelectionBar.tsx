import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';

/**
 * Ticks for Bulk Email: the whole page at once, and how many are ticked in all (kept across pages),
 * so it is plain whom Bulk Email goes to.
 */
export function SelectionBar({
  pageCount,
  pageSelected,
  selectedCount,
  onSelectPage,
  onClear,
}: {
  pageCount: number;
  pageSelected: number;
  selectedCount: number;
  onSelectPage: (selected: boolean) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  if (pageCount === 0 && selectedCount === 0) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        minHeight: 40,
      }}
    >
      {pageCount > 0 && (
        <FormControlLabel
          label={t`Select page`}
          control={
            <Checkbox
              size="small"
              checked={pageSelected === pageCount}
              indeterminate={pageSelected > 0 && pageSelected < pageCount}
              onChange={(e) => onSelectPage(e.target.checked)}
            />
          }
          sx={{ mr: 0 }}
        />
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: 1, minWidth: 0 }}>
        {selectedCount > 0
          ? plural(selectedCount, {
              one: '# selected: Bulk Email goes to them.',
              other: '# selected: Bulk Email goes to them.',
            })
          : t`None selected: Bulk Email goes to every student matching the search and filter.`}
      </Typography>
      {selectedCount > 0 && (
        <Button size="small" onClick={onClear}>
          <Trans>Clear selection</Trans>
        </Button>
      )}
    </Box>
  );
}
