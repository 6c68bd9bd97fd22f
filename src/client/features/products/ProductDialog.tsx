import { useLingui } from '@lingui/react/macro';
import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import {
  PRODUCT_MESSAGES,
  type TProduct,
  ZProductCreateInput,
  ZProductUpdateInput,
} from '../../../shared/schemas/products';
import { tr } from '../../i18n/tr';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { useZodForm } from '../../lib/useZodForm';
import { FormDialogActions } from '../common/FormDialogActions';
import { ProductFields } from './ProductFields';
import { PRODUCT_DEFAULTS, productInput, productValues } from './productForm';

function ProductForm({ product, onClose }: { product: TProduct | null; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const form = useZodForm(product ? productValues(product) : PRODUCT_DEFAULTS);
  const create = useMutation(trpc.products.create.mutationOptions());
  const update = useMutation(trpc.products.update.mutationOptions());
  const pending = create.isPending || update.isPending;

  const saved = (p: TProduct, title: string) => {
    const name = p.name;
    toast({ title: tr(title), description: t`${name} is saved.` });
    void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
    onClose();
  };
  const failed = (error: unknown) =>
    toast({ title: t`Error`, description: errorMessage(error, t`Please try again`), variant: 'destructive' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Checked here with the server's schema for the fields' messages; sent as typed (the price as text,
    // which the server reads as dollars: the parsed form holds cents).
    if (product) {
      const input = { id: product.id, ...productInput(form.values) };
      if (form.check(ZProductUpdateInput, input))
        update.mutate(input, { onSuccess: (p) => saved(p, PRODUCT_MESSAGES.updated), onError: failed });
      return;
    }
    const input = { ...productInput(form.values), price: form.values.price };
    if (form.check(ZProductCreateInput, input))
      create.mutate(input, { onSuccess: (p) => saved(p, PRODUCT_MESSAGES.created), onError: failed });
  };

  const name = product?.name ?? '';
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{product ? t`Edit ${name}` : t`New Product`}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <ProductFields form={form} isNew={product === null} />
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={product ? t`Save Changes` : t`Create Product`}
        pendingLabel={t`Saving...`}
        pending={pending}
      />
    </form>
  );
}

/** Create a class pack or membership (`product` null) or change one's terms; its price has its own dialog. */
export function ProductDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: TProduct | null;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isMobile}>
      {open && <ProductForm key={product?.id ?? 'new'} product={product} onClose={onClose} />}
    </Dialog>
  );
}
