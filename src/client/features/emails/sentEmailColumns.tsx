import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Box, Link, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { TSentEmail } from '../../../shared/schemas/email';
import { formatStudioDate } from '../../lib/studioClock';
import { EmailStatus } from './EmailStatus';
import { kindLabel } from './emailStatusLook';

const twoLines = { display: 'grid', gap: 0.25, py: 1, minWidth: 0 } as const;

/** Sent Emails' columns: recipient, subject (opens the message), status with its reason, times. */
export function sentEmailColumns(onOpen: (email: TSentEmail) => void, i18n: I18n): GridColDef<TSentEmail>[] {
  const noSubject = i18n._(msg`(no subject)`);
  return [
    {
      field: 'to',
      headerName: i18n._(msg`To`),
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
      headerName: i18n._(msg`Subject`),
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
            {row.subject || noSubject}
          </Link>
          <Typography component="span" variant="caption" color="text.secondary" noWrap>
            {kindLabel(row.kind)}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: i18n._(msg`Status`),
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
      headerName: i18n._(msg`Created`),
      width: 168,
      valueFormatter: (value: string) => formatStudioDate(value, { withTime: true }),
    },
    {
      field: 'sentAt',
      headerName: i18n._(msg`Sent`),
      width: 168,
      valueFormatter: (value: string | null) => formatStudioDate(value, { withTime: true }),
    },
  ];
}
