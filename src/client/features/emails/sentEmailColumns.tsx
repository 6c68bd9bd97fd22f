import { Box, Link, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { TSentEmail } from '../../../shared/schemas/email';
import { formatStudioDate } from '../../lib/studioClock';
import { EmailStatus } from './EmailStatus';
import { kindLabel } from './emailStatusLook';

const twoLines = { display: 'grid', gap: 0.25, py: 1, minWidth: 0 } as const;

/** Sent Emails' columns: recipient, subject (opens the message), status with its reason, times. */
export function sentEmailColumns(onOpen: (email: TSentEmail) => void): GridColDef<TSentEmail>[] {
  return [
    {
      field: 'to',
      headerName: 'To',
      flex: 1.1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Box sx={twoLines}>
          {row.toName && (
            <Typography component="span" noWrap sx={{ fontSize: 'inherit', fontWeight: 600 }}>
              {row.toName}
            </Typography>
          )}
          <Typography component="span" noWrap title={row.to} sx={{ fontSize: 'inherit' }}>
            {row.to}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'subject',
      headerName: 'Subject',
      flex: 1.6,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={twoLines}>
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(row);
            }}
            sx={{ fontSize: 'inherit', fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {row.subject || '(no subject)'}
          </Link>
          <Typography component="span" variant="caption" color="text.secondary" noWrap>
            {kindLabel(row.kind)}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      flex: 1.4,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, minWidth: 0 }}>
          <EmailStatus email={row} />
        </Box>
      ),
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 168,
      valueFormatter: (value: string) => formatStudioDate(value, { withTime: true }),
    },
    {
      field: 'sentAt',
      headerName: 'Sent',
      width: 168,
      valueFormatter: (value: string | null) => formatStudioDate(value, { withTime: true }),
    },
  ];
}
