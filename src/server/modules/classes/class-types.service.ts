import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decimalToCents } from '../../../shared/money';
import type {
  TClassType,
  ZClassTypeCreateInput,
  ZClassTypeUpdateInput,
} from '../../../shared/schemas/classes/class-types';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { Executor } from '../../db/client';
import { classInstances, classSchedules, classTypes } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { studioClock } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { toClassType } from './mappers';

type CreateInput = z.output<typeof ZClassTypeCreateInput>;
type UpdateInput = z.output<typeof ZClassTypeUpdateInput>;

function priceCents(price: string): number {
  const cents = decimalToCents(price);
  if (cents === null) throw new AppError('BAD_REQUEST', CLASS_MESSAGES.invalidPrice);
  return cents;
}

export async function listClassTypes(
  db: Executor,
  { activeOnly }: { activeOnly: boolean },
): Promise<TClassType[]> {
  const rows = await db
    .select()
    .from(classTypes)
    .where(activeOnly ? eq(classTypes.isActive, true) : undefined)
    .orderBy(asc(sql`lower(${classTypes.name})`), asc(classTypes.id));
  return rows.map(toClassType);
}

export async function findClassTypeRow(db: Executor, id: number) {
  const [row] = await db.select().from(classTypes).where(eq(classTypes.id, id)).limit(1);
  return row;
}

export async function getClassType(db: Executor, id: number): Promise<TClassType> {
  const row = await findClassTypeRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', CLASS_MESSAGES.classTypeNotFound);
  return toClassType(row);
}

export async function createClassType(actor: AdminActor, input: CreateInput): Promise<TClassType> {
  const cents = priceCents(input.price);
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classTypes)
      .values({
        name: input.name,
        description: input.description,
        durationMinutes: input.duration,
        priceCents: cents,
        isActive: input.isActive,
      })
      .returning();
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'class_type.create',
      entityType: 'class_type',
      entityId: row!.id,
      details: { name: input.name, priceCents: cents },
      ip: actor.ip,
    });
    return toClassType(row!);
  });
}

/**
 * A new price applies to future classes not yet cancelled (bookings keep the price they were made at).
 * Reactivating a type restarts its schedules' patterns today, so the inactive weeks are not back-filled.
 */
export async function updateClassType(actor: AdminActor, input: UpdateInput): Promise<TClassType> {
  const { id, name, description, duration, price, isActive } = input;
  const cents = price === undefined ? undefined : priceCents(price);
  return actor.db.transaction(async (tx) => {
    const [before] = await tx.select().from(classTypes).where(eq(classTypes.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', CLASS_MESSAGES.classTypeNotFound);
    const [row] = await tx
      .update(classTypes)
      .set({
        name,
        description,
        durationMinutes: duration,
        priceCents: cents,
        isActive,
        updatedAt: clockNow(),
      })
      .where(eq(classTypes.id, id))
      .returning();
    const { today } = await studioClock(tx);
    if (cents !== undefined && cents !== before.priceCents) {
      await tx
        .update(classInstances)
        .set({ priceCents: cents, updatedAt: clockNow() })
        .where(
          and(
            eq(classInstances.classTypeId, id),
            gte(classInstances.classDate, today),
            eq(classInstances.isCancelled, false),
          ),
        );
    }
    if (isActive === true && !before.isActive) {
      await tx
        .update(classSchedules)
        .set({ effectiveFrom: today, updatedAt: clockNow() })
        .where(eq(classSchedules.classTypeId, id));
    }
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'class_type.update',
      entityType: 'class_type',
      entityId: id,
      details: { changes: { name, description, duration, priceCents: cents, isActive } },
      ip: actor.ip,
    });
    return toClassType(row!);
  });
}
