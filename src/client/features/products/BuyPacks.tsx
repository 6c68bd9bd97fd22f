import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import type { TProduct } from '../../../shared/schemas/products';
import { trpc } from '../../lib/trpc';
import { PassList } from './PassList';
import { productTerms } from './productForm';
import { usePassSale } from './usePassSale';

/** The student's class packs and the packs on sale, each with Buy (a confirmation first); nothing when neither. */
export function BuyPacks() {
  const mine = useQuery(trpc.products.passes.queryOptions());
  const products = useQuery(trpc.products.list.queryOptions());
  const packs = (products.data ?? []).filter((p) => p.kind === 'pack');
  const [buying, setBuying] = useState<TProduct | null>(null);
  const sale = usePassSale('buy', () => setBuying(null));
  if ((mine.data ?? []).length === 0 && packs.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="payments-packs-title" spacing={2}>
      <Typography id="payments-packs-title" variant="h6" component="h2">
        Class Packs
      </Typography>
      {mine.data && <PassList passes={mine.data} empty="You have no class packs yet." />}
      {packs.length > 0 && (
        <Grid container spacing={2}>
          {packs.map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6 }}>
              <Card component="article" aria-label={p.name} variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {p.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {productTerms(p)}
                  </Typography>
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{formatMoney(p.price)}</Typography>
                    <Button
                      variant="contained"
                      size="small"
                      onClick={() => setBuying(p)}
                      aria-label={`Buy ${p.name}`}
                    >
                      Buy
                    </Button>
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <Dialog open={buying !== null} onClose={() => setBuying(null)} fullWidth maxWidth="xs">
        <DialogTitle>Buy {buying?.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {buying &&
              `${productTerms(buying)}. ${formatMoney(buying.price)} is added to what you owe; pay it by any of the payment options below.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setBuying(null)}>Cancel</Button>
          <Button variant="contained" disabled={sale.pending} onClick={() => buying && sale.buy(buying.id)}>
            {sale.pending ? 'Buying...' : `Buy for ${buying ? formatMoney(buying.price) : ''}`}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
