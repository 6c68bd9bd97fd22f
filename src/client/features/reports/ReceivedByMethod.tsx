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
import { formatMoney } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';

/**
 * Received by Method: the period's money per payment method (card through Stripe, e-Transfer, cash…),
 * refunds netted out; the rows add up to the Gross Revenue card.
 */
export function ReceivedByMethod({ methods }: { methods: TFinancialReport['byMethod'] }) {
  return (
    <Card component="section" aria-labelledby="received-by-method-title">
      <CardContent>
        <Typography id="received-by-method-title" variant="h6" component="h3" gutterBottom>
          Received by Method
        </Typography>
        {methods.length === 0 ? (
          <Typography color="text.secondary">No payments in this period</Typography>
        ) : (
          <TableContainer
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-labelledby="received-by-method-title"
          >
            <Table
              size="small"
              aria-labelledby="received-by-method-title"
              sx={{ minWidth: 320, '& th, & td': { whiteSpace: 'nowrap' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>Method</TableCell>
                  <TableCell align="right">Payments</TableCell>
                  <TableCell align="right">Received</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {methods.map((m) => (
                  <TableRow key={m.method}>
                    <TableCell component="th" scope="row">
                      {m.label}
                    </TableCell>
                    <TableCell align="right">{m.paymentCount.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{formatMoney(m.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
