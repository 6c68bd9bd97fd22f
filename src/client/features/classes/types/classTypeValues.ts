import { DEFAULT_CLASS_PRICE } from '../../../../shared/constants';
import type { TClassType } from '../../../../shared/schemas/classes/class-types';
import { CLASS_DURATION } from '../../../../shared/schemas/classes/fields';

/** What the class type forms edit; numbers stay text while typed. */
export type ClassTypeValues = {
  name: string;
  description: string;
  duration: string;
  price: string;
  isActive: boolean;
};

/** Create Class Type defaults (spec 02 §2, §9): 60 minutes, 20.00, active. */
export const CLASS_TYPE_DEFAULTS: ClassTypeValues = {
  name: '',
  description: '',
  duration: String(CLASS_DURATION.default),
  price: DEFAULT_CLASS_PRICE,
  isActive: true,
};

export const classTypeValues = (t: TClassType): ClassTypeValues => ({
  name: t.name,
  description: t.description,
  duration: String(t.duration),
  price: t.price,
  isActive: t.isActive,
});
