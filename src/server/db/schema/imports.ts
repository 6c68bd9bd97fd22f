import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns';
import { admins } from './people';

/**
 * A file an administrator uploaded to import (decision 040), kept decoded: the dry run and the import
 * read it again with the mapping chosen, and an import stopped half-way resumes after its last batch
 * (`applied_rows`) when it is run again with the same mapping.
 */
export const importFiles = pgTable(
  'import_files',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('students'),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    encoding: text('encoding').notNull(),
    content: text('content').notNull(),
    rowCount: integer('row_count').notNull(),
    appliedRows: integer('applied_rows').notNull().default(0),
    /** The mapping `applied_rows` were written with: a stopped import resumes only with the same one. */
    appliedMapping: jsonb('applied_mapping'),
    uploadedByAdminId: integer('uploaded_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    appliedAt: tz('applied_at'),
  },
  (t) => [check('import_files_kind_ck', sql`${t.kind} in ('students')`)],
);
