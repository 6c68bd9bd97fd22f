import { asc, eq, inArray } from 'drizzle-orm';
import { formatDate, validThrough } from '../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import { centsToDecimal, formatMoney } from '../../../shared/money';
import { PASS_MESSAGES, PRODUCT_MESSAGES, type TStudentPass } from '../../../shared/schemas/products';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { productClassTypes, products, studentPasses } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { Actor, AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { recipientsByIds } from '../../kernel/recipients';
import { getSettings, studioClock } from '../../kernel/settings/read';
import { recordText } from '../../kernel/settings/studio-language';
import { assertStudentExists } from '../../kernel/student-status';
import { clockNow } from '../../kernel/time/clock';
import { emailStudioOf, recipientLocale, renderPurchaseConfirmation } from '../../mail/templates/render';
import { chargeSale } from '../billing/ledger.service';
import { priceCentsOn } from './products.service';

type PassRow = typeof studentPasses.$inferSelect;

function toPass(row: PassRow, typeIds: number[]): TStudentPass {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    classesTotal: row.classesTotal,
    classesLeft: row.classesTotal - row.classesUsed,
    validityCount: row.validityCount,
    validityUnit: row.validityUnit,
    startsOn: row.startsOn,
    expiresOn: row.expiresOn,
    price: centsToDecimal(row.priceCents),
    soldAt: row.createdAt.toISOString(),
    classTypeIds: typeIds,
  };
}

/** A student's passes, newest first, with the class types each covers (the product's, as they are now). */
export async function studentPassList(db: Executor, studentId: number): Promise<TStudentPass[]> {
  await assertStudentExists(db, studentId);
  const rows = await db
    .select()
    .from(studentPasses)
    .where(eq(studentPasses.studentId, studentId))
    .orderBy(asc(studentPasses.id));
  if (rows.length === 0) return [];
  const types = await db
    .select()
    .from(productClassTypes)
    .where(inArray(productClassTypes.productId, [...new Set(rows.map((r) => r.productId))]));
  return rows.reverse().map((r) =>
    toPass(
      r,
      types.filter((t) => t.productId === r.productId).map((t) => t.classTypeId),
    ),
  );
}

/**
 * Sells a class pack to a student (the administrator on the profile, or the student from the dashboard):
 * the terms copied, its dates set now unless they run from first use, and its price in force today
 * charged on the ledger, owed until paid. An intro offer sells once per student, even to two requests
 * at the same instant (a unique index).
 */
export async function sellPass(
  actor: Actor,
  input: { studentId: number; productId: number },
  locale: Locale = SOURCE_LOCALE,
): Promise<{ pass: TStudentPass; message: string; chargedCents: number }> {
  const settings = await getSettings(actor.db);
  const { currency } = settings;
  const result = await actor.db
    .transaction(async (tx) => {
      await assertStudentExists(tx, input.studentId);
      const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('share');
      if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
      if (product.kind !== 'pack') throw new AppError('BAD_REQUEST', PASS_MESSAGES.notAPack);
      if (!product.active) throw new AppError('CONFLICT', PASS_MESSAGES.notOnSale);
      const { today } = await studioClock(tx);
      const priceCents = await priceCentsOn(tx, product.id, today);
      if (priceCents === null) throw new AppError('CONFLICT', PASS_MESSAGES.noPrice);
      const unit = product.validityUnit!;
      const fromPurchase = product.validityFrom === 'purchase';
      const saleEntryId =
        priceCents > 0
          ? await chargeSale(tx, {
              studentId: input.studentId,
              amountCents: priceCents,
              description: await recordText(tx, () => msg('{name} (class pack)', { name: product.name })),
              adminId: actor.adminId,
            })
          : null;
      const [row] = await tx
        .insert(studentPasses)
        .values({
          studentId: input.studentId,
          productId: product.id,
          name: product.name,
          classesTotal: product.classCount!,
          validityCount: product.validityCount!,
          validityUnit: unit,
          introOffer: product.introOffer,
          startsOn: fromPurchase ? today : null,
          expiresOn: fromPurchase ? validThrough(today, product.validityCount!, unit) : null,
          priceCents,
          saleEntryId,
          soldByAdminId: actor.adminId,
        })
        .returning();
      await recordAudit(tx, {
        adminId: actor.adminId,
        action: 'pass.sell',
        entityType: 'student_pass',
        entityId: row!.id,
        details: { studentId: input.studentId, productId: product.id, priceCents },
        ip: actor.ip,
      });
      const [student] = await recipientsByIds(tx, [input.studentId]);
      if (student) {
        // The e-mail is in the student's language (not the request's).
        const to = recipientLocale(student, settings.language);
        const t = (text: Described) => translate(to, text);
        const count = product.validityCount!;
        const validity = fromPurchase
          ? t(msg('until {date}', { date: formatDate(validThrough(today, count, unit), to) }))
          : t(
              unit === 'day'
                ? msg('{count, plural, one {# day} other {# days}} from your first class', { count })
                : unit === 'week'
                  ? msg('{count, plural, one {# week} other {# weeks}} from your first class', { count })
                  : msg('{count, plural, one {# month} other {# months}} from your first class', { count }),
            );
        const message = await renderPurchaseConfirmation({
          studio: emailStudioOf(settings),
          locale: to,
          name: student.name,
          product: product.name,
          kind: 'pack',
          facts: [
            [t(msg('Class pack')), product.name],
            [t(msg('Classes')), String(product.classCount)],
            [t(msg('Valid')), validity],
          ],
          amount: priceCents > 0 ? formatMoney(priceCents, { currency, locale: to }) : null,
        });
        await actor.outbox.queue(tx, {
          kind: 'purchase_confirmation',
          toEmail: student.email,
          toName: student.name,
          studentId: input.studentId,
          ...message,
        });
      }
      return { row: row!, name: product.name, priceCents };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', PASS_MESSAGES.introTaken);
      throw error;
    });
  const [pass] = (await studentPassList(actor.db, input.studentId)).filter((p) => p.id === result.row.id);
  // Said in `locale`, the request's language.
  const price = formatMoney(result.priceCents, { currency, locale });
  const message = translate(
    locale,
    actor.adminId === null
      ? PASS_MESSAGES.bought(result.name, price)
      : PASS_MESSAGES.sold(result.name, price),
  );
  return { pass: pass!, message, chargedCents: result.priceCents };
}

/**
 * The administrator extends a pack's validity to a later last day, with a reason (audited): a pack
 * whose validity has not started (runs from first use) has no last day to move.
 */
export async function extendPass(
  actor: AdminActor,
  input: { id: number; expiresOn: string; reason: string },
  locale: Locale = SOURCE_LOCALE,
): Promise<{ pass: TStudentPass; message: string }> {
  const row = await actor.db.transaction(async (tx) => {
    const [pass] = await tx.select().from(studentPasses).where(eq(studentPasses.id, input.id)).for('update');
    if (!pass) throw new AppError('NOT_FOUND', PASS_MESSAGES.passNotFound);
    if (pass.expiresOn === null) throw new AppError('CONFLICT', PASS_MESSAGES.notStartedYet);
    if (input.expiresOn <= pass.expiresOn) throw new AppError('BAD_REQUEST', PASS_MESSAGES.notLater);
    await tx
      .update(studentPasses)
      .set({ expiresOn: input.expiresOn, updatedAt: clockNow() })
      .where(eq(studentPasses.id, pass.id));
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'pass.extend',
      entityType: 'student_pass',
      entityId: pass.id,
      details: { studentId: pass.studentId, from: pass.expiresOn, to: input.expiresOn, reason: input.reason },
      ip: actor.ip,
    });
    return pass;
  });
  const [pass] = (await studentPassList(actor.db, row.studentId)).filter((p) => p.id === row.id);
  const extended = PASS_MESSAGES.extended(row.name, formatDate(input.expiresOn, locale));
  return { pass: pass!, message: translate(locale, extended) };
}
