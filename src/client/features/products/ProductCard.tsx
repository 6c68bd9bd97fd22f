import Edit from '@mui/icons-material/Edit';
import Sell from '@mui/icons-material/Sell';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { TProduct } from '../../../shared/schemas/products';
import { productTerms, upcomingPrice } from './productForm';

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
  const next = upcomingPrice(product, today);
  return (
    <Card
      component="article"
      aria-label={product.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: product.active ? 1 : 0.8 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography
            variant="h6"
            component="h3"
            sx={{ fontWeight: 600, lineHeight: 1.3, wordBreak: 'break-word' }}
          >
            {product.name}
          </Typography>
          <Chip
            size="small"
            label={product.active ? 'On sale' : 'Not on sale'}
            color={product.active ? 'success' : 'default'}
            variant={product.active ? 'outlined' : 'filled'}
          />
        </Stack>
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
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
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
      </CardActions>
    </Card>
  );
}
