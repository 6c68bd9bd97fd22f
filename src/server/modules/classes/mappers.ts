import { centsToDecimal } from '../../../shared/money';
import { DEFAULT_CLASS_DESCRIPTION, type TClassType } from '../../../shared/schemas/classes/class-types';

export interface ClassTypeRow {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
  isActive: boolean;
}

export const toClassType = (t: ClassTypeRow): TClassType => ({
  id: t.id,
  name: t.name,
  description: t.description,
  duration: t.durationMinutes,
  price: centsToDecimal(t.priceCents),
  isActive: t.isActive,
});

export const describeClass = (description: string | null | undefined): string =>
  description?.trim() ? description : DEFAULT_CLASS_DESCRIPTION;
