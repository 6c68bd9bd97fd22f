import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { trpc } from '../../lib/trpc';

/**
 * Class pack and membership sales by product in a period, and what the classes left on usable packs
 * are worth today (what the studio still owes in classes). The dashboard shows this month; Reports
 * the chosen period; both read the same report.
 */
export function ProductSalesCard({ from, to, title }: { from: string; to: string; title: string }) {
  const report = useQuery(trpc.reports.products.queryOptions({ from, to }));
  const data = report.data;
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          {report.isError && (
            <Typography color="error" role="alert">
              Could not load the sales by product.
            </Typography>
          )}
          {data && data.products.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No class pack sold and no membership billed from {formatDate(data.from)} to{' '}
              {formatDate(data.to)}.
            </Typography>
          )}
          {data && data.products.length > 0 && (
            <Table size="small" aria-label="Sales by product">
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell align="right">Sold</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.products.map((p) => (
                  <TableRow key={p.productId}>
                    <TableCell>
                      {p.name}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {p.kind === 'pack' ? 'Class pack' : 'Membership periods'}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{p.sold}</TableCell>
                    <TableCell align="right">{formatMoney(p.amount)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
                  <TableCell />
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatMoney(data.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
          {data && (
            <Typography variant="body2" aria-label="Unused pack classes">
              Unused pack classes today: {data.unused.classes}{' '}
              {data.unused.classes === 1 ? 'class' : 'classes'} on {data.unused.packs}{' '}
              {data.unused.packs === 1 ? 'pack' : 'packs'}, worth {formatMoney(data.unused.value)} (what the
              studio still owes in classes).
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
