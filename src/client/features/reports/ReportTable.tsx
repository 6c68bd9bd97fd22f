import { Trans } from '@lingui/react/macro';
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

export interface ReportColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A report's table: scrolls sideways on a phone (a focusable region named by its title), one line a
 * cell, numbers right-aligned under their headings.
 */
export function ReportTable({
  titleId,
  minWidth,
  columns,
  children,
}: {
  titleId: string;
  minWidth: number;
  columns: ReportColumn[];
  children: ReactNode;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={titleId}>
      <Table size="small" aria-labelledby={titleId} sx={{ minWidth, '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A report card holding one table, or "No payments in this period" when it has no rows. */
export function ReportTableCard({
  titleId,
  title,
  empty,
  ...table
}: {
  titleId: string;
  title: string;
  empty: boolean;
  minWidth: number;
  columns: ReportColumn[];
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {empty ? (
          <Typography color="text.secondary">
            <Trans>No payments in this period</Trans>
          </Typography>
        ) : (
          <ReportTable titleId={titleId} {...table} />
        )}
      </CardContent>
    </Card>
  );
}
