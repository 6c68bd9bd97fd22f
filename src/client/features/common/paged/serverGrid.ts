/**
 * What every server-paged admin grid shares (Bookings, Sent Emails, the Payment Ledger): compact rows,
 * paging on the server, no client-side filtering or selection, the same loading overlay and look.
 * Spread `SERVER_GRID_PROPS` into the DataGrid and merge a grid's own styles with `serverGridSx`.
 */
export const SERVER_GRID_PROPS = {
  density: 'compact',
  autoHeight: true,
  disableRowSelectionOnClick: true,
  disableColumnFilter: true,
  paginationMode: 'server',
  slotProps: { loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } },
} as const;

export const serverGridSx = (extra: Record<string, unknown> = {}) => ({
  border: 0,
  borderRadius: 0,
  fontSize: 13,
  '--DataGrid-overlayHeight': '220px',
  '& .MuiDataGrid-columnHeader, & .MuiDataGrid-filler': { bgcolor: 'grey.50' },
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700, fontSize: 12.5 },
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  '& .MuiDataGrid-row:hover': { bgcolor: 'action.hover' },
  ...extra,
});
