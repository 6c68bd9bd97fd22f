import { Trans, useLingui } from '@lingui/react/macro';
import Edit from '@mui/icons-material/Edit';
import Sell from '@mui/icons-material/Sell';
import { Box, Button, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { type TProduct, upcomingPrice } from '../../../shared/schemas/products';
import { CatalogCard } from '../common/CatalogCard';
import { productTerms } from './productForm';

function NextPrice({ price, from }: { price: string; from: string }) {
  const amount = formatMoney(price);
  const day = formatDate(from);
  return (
    <Trans>
      {amount} from {day}
    </Trans>
  );
}

/** One class pack or membership in the Class Management page's grid. */
export function ProductCard({
  product,
  today,
  typeNames,
  onEdit,
  onPrice,
}: {
  product: TProduct;
  today: string;
  /** The names of the class types it covers; empty: every type. */
  typeNames: string[];
  onEdit: () => void;
  onPrice: () => void;
}) {
  const { t } = useLingui();
  const next = upcomingPrice(product.prices, today);
  const name = product.name;
  const price = formatMoney(product.price);
  return (
    <CatalogCard
      name={product.name}
      on={product.active}
      onLabel={t`On sale`}
      offLabel={t`Not on sale`}
      actions={
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<Edit />}
            onClick={onEdit}
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button size="small" onClick={onPrice} aria-label={t`New price for ${name}`}>
            <Trans>New Price</Trans>
          </Button>
        </>
      }
    >
      <Typography variant="overline" color="text.secondary">
        {product.kind === 'pack' ? t`Class pack` : t`Membership`}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {productTerms(product)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {typeNames.length === 0 ? t`Every class type` : typeNames.join(', ')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Sell fontSize="small" color="action" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {product.kind === 'membership' ? t`${price} a month` : price}
        </Typography>
      </Box>
      {next && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <NextPrice price={next.price} from={next.from} />
        </Typography>
      )}
    </CatalogCard>
  );
}
