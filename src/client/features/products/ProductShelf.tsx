import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
import { type ReactNode, useState } from 'react';
import { formatMoney } from '../../../shared/money';
import type { TProduct, TProductKind } from '../../../shared/schemas/products';
import { trpc } from '../../lib/trpc';
import { useCardCheckout, useCardReady } from '../card-payments/useCardCheckout';
import { MembershipList } from './MembershipList';
import { PassList } from './PassList';
import { productTerms } from './productForm';
import { usePassSale } from './usePassSale';

interface Shelf {
  title: string;
  empty: string;
  price: (p: TProduct) => string;
  /** What buying it does: its terms, its price, and when it is billed. */
  confirm: (p: TProduct) => string;
}

/** A shelf's words, in the page's language (read when it is shown). */
function shelfOf(kind: TProductKind): Shelf {
  if (kind === 'pack') {
    return {
      title: t`Class Packs`,
      empty: t`You have no class packs yet.`,
      price: (p) => formatMoney(p.price),
      confirm: (p) => {
        const terms = productTerms(p);
        const price = formatMoney(p.price);
        return t`${terms}. ${price} is added to what you owe; pay it by any of the payment options below.`;
      },
    };
  }
  return {
    title: t`Memberships`,
    empty: t`You have no membership yet.`,
    price: (p) => {
      const price = formatMoney(p.price);
      return t`${price} a month`;
    },
    confirm: (p) => {
      const terms = productTerms(p);
      const price = formatMoney(p.price);
      return t`${terms}. ${price} a month is billed on its billing day; its first, shorter period (from today) is added to what you owe now.`;
    },
  };
}

/**
 * The student's class packs or memberships and those on sale, each with Buy after a confirmation;
 * nothing when there is neither.
 */
export function ProductShelf({ kind }: { kind: TProductKind }) {
  const passes = useQuery({ ...trpc.products.passes.queryOptions(), enabled: kind === 'pack' });
  const memberships = useQuery({ ...trpc.memberships.list.queryOptions(), enabled: kind === 'membership' });
  const products = useQuery(trpc.products.list.queryOptions());
  const onSale = (products.data ?? []).filter((p) => p.kind === kind);
  const [buying, setBuying] = useState<TProduct | null>(null);
  const sale = usePassSale(() => setBuying(null));
  const cardReady = useCardReady();
  const card = useCardCheckout();
  const shelf = shelfOf(kind);
  const held = kind === 'pack' ? (passes.data ?? []).length : (memberships.data ?? []).length;
  if (held === 0 && onSale.length === 0) return null;
  const titleId = `payments-${kind}-title`;
  const buyingName = buying?.name ?? '';
  const buyingPrice = buying ? shelf.price(buying) : '';
  let mine: ReactNode = null;
  if (kind === 'pack' && passes.data) mine = <PassList passes={passes.data} empty={shelf.empty} />;
  if (kind === 'membership' && memberships.data)
    mine = <MembershipList memberships={memberships.data} empty={shelf.empty} />;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="h6" component="h2">
        {shelf.title}
      </Typography>
      {mine}
      {onSale.length > 0 && (
        <Grid container spacing={2}>
          {onSale.map((p) => {
            const name = p.name;
            return (
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
                      <Typography sx={{ fontWeight: 700 }}>{shelf.price(p)}</Typography>
                      <Button
                        variant="contained"
                        size="small"
                        onClick={() => setBuying(p)}
                        aria-label={t`Buy ${name}`}
                      >
                        <Trans>Buy</Trans>
                      </Button>
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
      <Dialog open={buying !== null} onClose={() => setBuying(null)} fullWidth maxWidth="xs">
        <DialogTitle>
          <Trans>Buy {buyingName}?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{buying && shelf.confirm(buying)}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setBuying(null)}>
            <Trans>Cancel</Trans>
          </Button>
          {cardReady && buying && (
            <Button
              variant="outlined"
              disabled={sale.pending || card.pending}
              onClick={() => card.pay({ purpose: 'purchase', productId: buying.id })}
            >
              {card.pending ? t`Opening Stripe...` : t`Buy and Pay by Card`}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={sale.pending || card.pending}
            onClick={() => {
              if (!buying) return;
              if (kind === 'pack') sale.buy(buying.id);
              else sale.buyMembership(buying.id);
            }}
          >
            {sale.pending ? t`Buying...` : t`Buy for ${buyingPrice}`}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
