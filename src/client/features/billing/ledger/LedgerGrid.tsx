import { useLingui } from '@lingui/react/macro';
import { DataGrid, GridOverlay, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PAYMENT_PAGE_SIZES, type TLedgerPayment } from '../../../../shared/schemas/billing';
import { SERVER_GRID_PROPS, serverGridSx } from '../../common/paged/serverGrid';
import { LedgerEmpty } from './LedgerEmpty';
import { ledgerColumns } from './ledgerColumns';

const PAGE_SIZES = [...PAYMENT_PAGE_SIZES];

const overlaySx = { flexDirection: 'column', gap: 0.5, py: 4, color: 'text.secondary' } as const;

function NoPaymentsOverlay() {
  return (
    <GridOverlay sx={overlaySx}>
      <LedgerEmpty filtered={false} />
    </GridOverlay>
  );
}

function NoMatchingPaymentsOverlay() {
  return (
    <GridOverlay sx={overlaySx}>
      <LedgerEmpty filtered />
    </GridOverlay>
  );
}

export interface LedgerGridProps {
  /** One page of payments, in the server's order. */
  rows: TLedgerPayment[];
  /** How many payments match in all. */
  total: number;
  /** Whether any filter is set (for the empty state's hint). */
  filtered: boolean;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

/** The desktop ledger: a compact grid paged and sorted on the server (it holds one page). */
export function LedgerGrid({
  rows,
  total,
  filtered,
  loading,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
}: LedgerGridProps) {
  const { t } = useLingui();
  // The headers are read in the active language: `t` changes with it, and the columns are built again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t stands for the language
  const columns = useMemo(() => ledgerColumns(), [t]);
  const empty = filtered ? NoMatchingPaymentsOverlay : NoPaymentsOverlay;
  return (
    <DataGrid
      label={t`Payments`}
      rows={rows}
      columns={columns}
      loading={loading}
      {...SERVER_GRID_PROPS}
      // Long notes wrap (up to three lines) and a reference sits under its method; other rows stay compact.
      getRowHeight={({ model }) =>
        (model.notes && model.notes.length > 40) || model.transactionId ? 'auto' : null
      }
      sortingMode="server"
      rowCount={total}
      pageSizeOptions={PAGE_SIZES}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      slots={{ noRowsOverlay: empty, noResultsOverlay: empty }}
      sx={serverGridSx({
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5 },
        '& .ledger-amount': {
          justifyContent: 'flex-end',
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
        },
      })}
    />
  );
}
