import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function NothingSold({ from, to }: { from: string; to: string }) {
  const first = formatDate(from);
  const last = formatDate(to);
  return (
    <Trans>
      No class pack sold and no membership billed from {first} to {last}.
    </Trans>
  );
}

/** "Unused pack classes today: 12 classes on 3 packs, worth $180.00 (…)". */
function UnusedClasses({ classes, packs, value }: { classes: number; packs: number; value: string }) {
  const { t } = useLingui();
  const worth = formatMoney(value);
  return (
    <>
      {t`Unused pack classes today: ${plural(classes, { one: '# class', other: '# classes' })} on ${plural(
        packs,
        {
          one: '# pack',
          other: '# packs',
        },
      )}, worth ${worth} (what the studio still owes in classes).`}
    </>
  );
}

/**
 * Class pack and membership sales by product in a period, and what the classes left on usable packs
 * are worth today (what the studio still owes in classes). The dashboard shows this month; Reports
 * the chosen period; both read the same report.
 */
export function ProductSalesCard({ from, to, title }: { from: string; to: string; title: string }) {
  const { t } = useLingui();
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
              <Trans>Could not load the sales by product.</Trans>
            </Typography>
          )}
          {data && data.products.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              <NothingSold from={data.from} to={data.to} />
            </Typography>
          )}
          {data && data.products.length > 0 && (
            <Table size="small" aria-label={t`Sales by product`}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <Trans>Product</Trans>
                  </TableCell>
                  <TableCell align="right">
                    <Trans>Sold</Trans>
                  </TableCell>
                  <TableCell align="right">
                    <Trans>Amount</Trans>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.products.map((p) => (
                  <TableRow key={p.productId}>
                    <TableCell>
                      {p.name}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {p.kind === 'pack' ? t`Class pack` : t`Membership periods`}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{p.sold}</TableCell>
                    <TableCell align="right">{formatMoney(p.amount)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>
                    <Trans>Total</Trans>
                  </TableCell>
                  <TableCell />
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatMoney(data.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
          {data && (
            <Typography variant="body2" aria-label={t`Unused pack classes`}>
              <UnusedClasses
                classes={data.unused.classes}
                packs={data.unused.packs}
                value={data.unused.value}
              />
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
