import Edit from '@mui/icons-material/Edit';
import Sell from '@mui/icons-material/Sell';
import { Box, Button, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { type TProduct, upcomingPrice } from '../../../shared/schemas/products';
import { CatalogCard } from '../common/CatalogCard';
import { productTerms } from './productForm';

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
  const next = upcomingPrice(product.prices, today);
  return (
    <CatalogCard
      name={product.name}
      on={product.active}
      onLabel="On sale"
      offLabel="Not on sale"
      actions={
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<Edit />}
            onClick={onEdit}
            aria-label={`Edit ${product.name}`}
          >
            Edit
          </Button>
          <Button size="small" onClick={onPrice} aria-label={`New price for ${product.name}`}>
            New Price
          </Button>
        </>
      }
    >
      <Typography variant="overline" color="text.secondary">
        {product.kind === 'pack' ? 'Class pack' : 'Membership'}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {productTerms(product)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {typeNames.length === 0 ? 'Every class type' : typeNames.join(', ')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Sell fontSize="small" color="action" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(product.price)}
          {product.kind === 'membership' ? ' a month' : ''}
        </Typography>
      </Box>
      {next && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {formatMoney(next.price)} from {formatDate(next.from)}
        </Typography>
      )}
    </CatalogCard>
  );
}
