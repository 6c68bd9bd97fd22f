import { z } from 'zod';
import { zId } from '../../../shared/schemas/common';
import {
  ZBuyPassInput,
  ZExtendPassInput,
  ZProduct,
  ZProductCreateInput,
  ZProductPriceInput,
  ZProductUpdateInput,
  ZSellPassInput,
  ZStudentPass,
} from '../../../shared/schemas/products';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router, signedInProcedure, studentProcedure } from '../../trpc/init';
import { scopeNamedStudent } from '../../trpc/scope';
import * as passes from './passes.service';
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
    .mutation(({ ctx, input }) => service.setProductPrice(adminActor(ctx), input, ctx.meta.locale)),

  /** A student's class packs: the administrator reads anyone's, a student their own. */
  passes: signedInProcedure
    .input(z.object({ studentId: zId.optional() }).optional())
    .output(z.array(ZStudentPass))
    .query(({ ctx, input }) =>
      passes.studentPassList(ctx.db, scopeNamedStudent(ctx.viewer, input?.studentId)),
    ),

  sell: adminProcedure
    .input(ZSellPassInput)
    .output(z.object({ pass: ZStudentPass, message: z.string() }))
    .mutation(({ ctx, input }) => passes.sellPass(adminActor(ctx), input, ctx.meta.locale)),

  extendPass: adminProcedure
    .input(ZExtendPassInput)
    .output(z.object({ pass: ZStudentPass, message: z.string() }))
    .mutation(({ ctx, input }) => passes.extendPass(adminActor(ctx), input, ctx.meta.locale)),

  buy: studentProcedure
    .input(ZBuyPassInput)
    .output(z.object({ pass: ZStudentPass, message: z.string() }))
    .mutation(({ ctx, input }) =>
      passes.sellPass(
        { db: ctx.db, outbox: ctx.services.outbox, adminId: null, ip: ctx.meta.ip },
        { studentId: ctx.student.id, productId: input.productId },
        ctx.meta.locale,
      ),
    ),
});
