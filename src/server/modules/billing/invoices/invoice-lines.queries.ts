import { asc, eq } from 'drizzle-orm';
import type { TaxLine } from '../../../../shared/tax';
import type { Executor } from '../../../db/client';
import { bookings, classInstances, invoiceLines } from '../../../db/schema';

export interface InvoiceLineRow {
  id: number;
  bookingId: number | null;
  description: string;
  /** The class's date when the line is a booking. */
  classDate: string | null;
  /** As charged, tax included, and the tax in it. */
  amountCents: number;
  taxCents: number;
  /** The tax recorded with the line, per tax. */
  taxes: TaxLine[];
}

/** An invoice's lines in the order they were billed, each booking with its class's date. */
export async function invoiceLinesOf(db: Executor, invoiceId: number): Promise<InvoiceLineRow[]> {
  const rows = await db
    .select({ line: invoiceLines, classDate: classInstances.classDate })
    .from(invoiceLines)
    .leftJoin(bookings, eq(bookings.id, invoiceLines.bookingId))
    .leftJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.id));
  return rows.map(({ line, classDate }) => ({
    id: line.id,
    bookingId: line.bookingId,
    description: line.description,
    classDate,
    amountCents: line.amountCents,
    taxCents: line.taxCents,
    taxes: line.taxes ?? [],
  }));
}
