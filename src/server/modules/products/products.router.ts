import { z } from 'zod';
import { zId } from '../../../shared/schemas/common';
import {
  ZProduct,
  ZProductCreateInput,
  ZProductPriceInput,
  ZProductUpdateInput,
} from '../../../shared/schemas/products';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router, signedInProcedure } from '../../trpc/init';
import * as service from './products.service';

export const productsRouter = router({
  // A student sees what is on sale (the active products); the administrator every product.
  list: signedInProcedure
    .output(z.array(ZProduct))
    .query(({ ctx }) => service.listProducts(ctx.db, { activeOnly: ctx.viewer.kind === 'student' })),

  get: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZProduct)
    .query(({ ctx, input }) => service.getProduct(ctx.db, input.id)),

  create: adminProcedure
    .input(ZProductCreateInput)
    .output(ZProduct)
    .mutation(({ ctx, input }) => service.createProduct(adminActor(ctx), input)),

  update: adminProcedure
    .input(ZProductUpdateInput)
    .output(ZProduct)
    .mutation(({ ctx, input }) => service.updateProduct(adminActor(ctx), input)),

  setPrice: adminProcedure
    .input(ZProductPriceInput)
    .output(z.object({ product: ZProduct, message: z.string() }))
    .mutation(({ ctx, input }) => service.setProductPrice(adminActor(ctx), input)),
});
