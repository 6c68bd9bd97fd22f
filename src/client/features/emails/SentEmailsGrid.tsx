import { Trans, useLingui } from '@lingui/react/macro';
import MailOutline from '@mui/icons-material/EmailOutlined';
import { Typography } from '@mui/material';
import { DataGrid, GridOverlay, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { SENT_EMAIL_PAGE_SIZES, type TSentEmail } from '../../../shared/schemas/email';
import { SERVER_GRID_PROPS, serverGridSx } from '../common/paged/serverGrid';
import { sentEmailColumns } from './sentEmailColumns';

const PAGE_SIZES = [...SENT_EMAIL_PAGE_SIZES];

export function NoSentEmails() {
  return (
    <>
      <MailOutline sx={{ fontSize: 32, color: 'action.disabled' }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
        <Trans>No emails found</Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>Messages you send, and the studio's own, appear here.</Trans>
      </Typography>
    </>
  );
}

function NoRowsOverlay() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 0.5, py: 4, color: 'text.secondary' }}>
      <NoSentEmails />
    </GridOverlay>
  );
}

/** The desktop list: one server page at a time, newest first; a row opens the message. */
export function SentEmailsGrid({
  rows,
  total,
  loading,
  paginationModel,
  onPaginationModelChange,
  onOpen,
}: {
  rows: TSentEmail[];
  total: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onOpen: (email: TSentEmail) => void;
}) {
  const { t, i18n } = useLingui();
  const columns = useMemo(() => sentEmailColumns(onOpen, i18n), [onOpen, i18n]);
  return (
    <DataGrid
      label={t`Sent emails`}
      rows={rows}
      columns={columns}
      loading={loading}
      {...SERVER_GRID_PROPS}
      getRowHeight={() => 'auto'}
      disableColumnSorting
      rowCount={total}
      pageSizeOptions={PAGE_SIZES}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      onRowClick={({ row }) => onOpen(row)}
      slots={{ noRowsOverlay: NoRowsOverlay, noResultsOverlay: NoRowsOverlay }}
      sx={serverGridSx({
        '& .MuiDataGrid-row': { cursor: 'pointer' },
      })}
    />
  );
}
