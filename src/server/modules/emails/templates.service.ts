/** Administrator e-mail templates (spec 03 §3, §5, §7): list, create, edit, delete, the three defaults. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_EMAIL_TEMPLATES } from '../../../shared/email-default-templates';
import { placeholdersIn } from '../../../shared/email-placeholders';
import type { Locale } from '../../../shared/i18n/locales';
import {
  EMAIL_MESSAGES,
  type TEmailTemplate,
  type TTemplateCategory,
  ZEmailTemplateInput,
  type ZEmailTemplateUpdateInput,
} from '../../../shared/schemas/email';
import type { Executor } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { clockNow } from '../../kernel/time/clock';

type CreateInput = z.output<typeof ZEmailTemplateInput>;
type UpdateInput = z.output<typeof ZEmailTemplateUpdateInput>;
type TemplateRow = typeof emailTemplates.$inferSelect;

export const toTemplate = (row: TemplateRow): TEmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  description: row.description,
  category: row.category,
  placeholders: row.placeholders,
  isActive: row.isActive,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTemplates(
  db: Executor,
  filter: { category?: TTemplateCategory; activeOnly?: boolean; language?: Locale } = {},
): Promise<TEmailTemplate[]> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        filter.category ? eq(emailTemplates.category, filter.category) : undefined,
        filter.activeOnly ? eq(emailTemplates.isActive, true) : undefined,
        filter.language ? eq(emailTemplates.language, filter.language) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${emailTemplates.name})`), asc(emailTemplates.id));
  return rows.map(toTemplate);
}

export async function findTemplate(db: Executor, id: number): Promise<TemplateRow> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.templateNotFound);
  return row;
}

export const getTemplate = async (db: Executor, id: number) => toTemplate(await findTemplate(db, id));

const audit = (tx: Executor, actor: AdminActor, action: string, id: number, details: object) =>
  recordAudit(tx, {
    adminId: actor.adminId,
    action,
    entityType: 'email_template',
    entityId: id,
    details: { ...details },
    ip: actor.ip,
  });

async function insertTemplate(tx: Executor, input: CreateInput): Promise<TemplateRow> {
  const [row] = await tx
    .insert(emailTemplates)
    .values({
      name: input.name,
      subject: input.subject,
      body: input.body,
      description: input.description,
      category: input.category,
      // Without a list from the sender, the placeholders the template really uses.
      placeholders: input.placeholders ?? placeholdersIn(input.subject, input.body),
      isActive: input.isActive,
      language: input.language,
    })
    .returning();
  return row!;
}

export async function createTemplate(actor: AdminActor, input: CreateInput): Promise<TEmailTemplate> {
  return actor.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, input);
    await audit(tx, actor, 'email_template.create', row.id, { name: row.name, category: row.category });
    return toTemplate(row);
  });
}

export async function updateTemplate(actor: AdminActor, input: UpdateInput): Promise<TEmailTemplate> {
  const { id, ...changes } = input;
  return actor.db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.templateNotFound);
    const subject = changes.subject ?? before.subject;
    const body = changes.body ?? before.body;
    const textChanged = changes.subject !== undefined || changes.body !== undefined;
    const placeholders = changes.placeholders ?? (textChanged ? placeholdersIn(subject, body) : undefined);
    const [row] = await tx
      .update(emailTemplates)
      .set({ ...changes, placeholders, updatedAt: clockNow() })
      .where(eq(emailTemplates.id, id))
      .returning();
    await audit(tx, actor, 'email_template.update', id, { fields: Object.keys(changes) });
    return toTemplate(row!);
  });
}

export async function deleteTemplate(actor: AdminActor, id: number): Promise<{ success: true; id: number }> {
  return actor.db.transaction(async (tx) => {
    const [row] = await tx.delete(emailTemplates).where(eq(emailTemplates.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.templateNotFound);
    // Messages already sent with it keep their text; their template link is cleared by the database.
    await audit(tx, actor, 'email_template.delete', id, { name: row.name });
    return { success: true as const, id };
  });
}

/**
 * "Add Default Templates": the three defaults in each language (six), only when the studio has no
 * template at all. The table is locked for the check, so two clicks at once create them once.
 */
export async function addDefaultTemplates(
  actor: AdminActor,
): Promise<{ created: number; templates: TEmailTemplate[] }> {
  const created = await actor.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${emailTemplates} in share row exclusive mode`);
    const [existing] = await tx.select({ id: emailTemplates.id }).from(emailTemplates).limit(1);
    if (existing) return 0;
    for (const template of DEFAULT_EMAIL_TEMPLATES) {
      const row = await insertTemplate(tx, ZEmailTemplateInput.parse(template));
      await audit(tx, actor, 'email_template.create', row.id, {
        name: row.name,
        language: row.language,
        default: true,
      });
    }
    return DEFAULT_EMAIL_TEMPLATES.length;
  });
  return { created, templates: await listTemplates(actor.db) };
}
