import { Trans, useLingui } from '@lingui/react/macro';
import { Box, DialogContent, DialogContentText, DialogTitle, Grid, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { formatMoney } from '../../../shared/money';
import { PRODUCT_MESSAGES, type TProduct, ZProductPriceInput } from '../../../shared/schemas/products';
import { studioToday } from '../../lib/studioClock';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/useZodForm';
import { currencyAdornment } from '../common/currencyAdornment';
import { FormDialogActions } from '../common/FormDialogActions';
import { SubjectDialog } from '../common/SubjectDialog';

function PriceForm({ product, onClose }: { product: TProduct; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const form = useZodForm({ price: product.price, from: studioToday() });
  const setPrice = useMutation(trpc.products.setPrice.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Sent as typed: the parsed form holds cents, the server reads the price as dollars.
    const input = { id: product.id, ...form.values };
    if (!form.check(ZProductPriceInput, input)) return;
    setPrice.mutate(input, {
      onSuccess: ({ message }) => {
        toast({ title: t`Price Set`, description: message });
        void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
        onClose();
      },
      onError: (error) => {
        const message = errorMessage(error, t`Please try again`);
        if (message === PRODUCT_MESSAGES.priceDatePast) form.fail('from', message);
        toast({ title: t`Error`, description: message, variant: 'destructive' });
      },
    });
  };

  const name = product.name;
  const price = formatMoney(product.price);
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>
        <Trans>New Price for {name}</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <Trans>Now {price}. Sales and billing periods before the date keep the price of their day.</Trans>
        </DialogContentText>
        <Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t`New price`}
                required
                fullWidth
                autoFocus
                slotProps={{
                  input: currencyAdornment(),
                  htmlInput: { inputMode: 'decimal' },
                }}
                {...form.text('price')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t`Applies from`}
                type="date"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: studioToday() } }}
                {...form.text('from')}
              />
            </Grid>
          </Grid>
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={t`Set Price`}
        pendingLabel={t`Saving...`}
        pending={setPrice.isPending}
      />
    </form>
  );
}

/** A product's new price from a date (today or later). */
export function PriceDialog({ product, onClose }: { product: TProduct | null; onClose: () => void }) {
  return (
    <SubjectDialog subject={product} onClose={onClose} fullScreenOnMobile>
      {(shown) => <PriceForm product={shown} onClose={onClose} />}
    </SubjectDialog>
  );
}
