import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TProduct } from '../../../shared/schemas/products';
import { studioToday } from '../../lib/studioClock';
import { errorMessage, trpc } from '../../lib/trpc';
import { PriceDialog } from './PriceDialog';
import { ProductCard } from './ProductCard';
import { ProductDialog } from './ProductDialog';

const GRID_ITEM = { xs: 12, sm: 6, md: 4 } as const;

/**
 * Class packs and memberships, with their create, edit and new-price dialogs (issue 30 §1). The page's
 * New Product button opens the create dialog through `creating`.
 */
export function ProductsPanel({
  creating,
  setCreating,
}: {
  creating: boolean;
  setCreating: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const products = useQuery(trpc.products.list.queryOptions());
  const types = useQuery(trpc.classes.listTypes.queryOptions());
  const [editing, setEditing] = useState<TProduct | null>(null);
  const [pricing, setPricing] = useState<TProduct | null>(null);
  const today = studioToday();
  const typeName = new Map((types.data ?? []).map((type) => [type.id, type.name]));

  const dialogs = (
    <>
      <ProductDialog
        open={creating || editing !== null}
        product={creating ? null : editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <PriceDialog product={pricing} onClose={() => setPricing(null)} />
    </>
  );
  if (products.isError)
    return <Alert severity="error">{errorMessage(products.error, t`Failed to load products`)}</Alert>;
  if (products.isPending) {
    return (
      <Grid container spacing={2} aria-label={t`Loading products`}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={GRID_ITEM}>
            <Skeleton variant="rounded" height={180} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (products.data.length === 0) {
    return (
      <Card sx={{ textAlign: 'center' }}>
        <CardContent sx={{ py: 5 }}>
          <Typography variant="h6" component="p" gutterBottom>
            <Trans>No class packs or memberships yet</Trans>
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <Trans>Sell a 10-class card or a monthly membership alongside single classes.</Trans>
          </Typography>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            <Trans>Create Product</Trans>
          </Button>
        </CardContent>
        {dialogs}
      </Card>
    );
  }
  return (
    <>
      <Grid container spacing={2}>
        {products.data.map((p) => (
          <Grid key={p.id} size={GRID_ITEM}>
            <ProductCard
              product={p}
              today={today}
              typeNames={p.classTypeIds.map((id) => typeName.get(id) ?? t`Class type ${id}`)}
              onEdit={() => setEditing(p)}
              onPrice={() => setPricing(p)}
            />
          </Grid>
        ))}
      </Grid>
      {dialogs}
    </>
  );
}
