/** Class types (spec 02 §5): the classes.*Type procedures, /api/class-types and the class type forms. */
import { z } from 'zod';
import { DEFAULT_CLASS_PRICE } from '../../constants';
import { en } from '../../i18n/msg';
import { MAX_TEXT, zId } from '../common';
import { CLASS_DURATION, CLASS_MESSAGES, zBool, zDuration, zPrice, zRequiredText } from './fields';

/** What a class without a description of its own is described as (spec 02 §2, class details dialog). */
export const DEFAULT_CLASS_DESCRIPTION = en('Fitness training session');

export const ZClassTypeFields = z.object({
  name: zRequiredText(CLASS_MESSAGES.nameRequired),
  description: zRequiredText(CLASS_MESSAGES.descriptionRequired, MAX_TEXT),
  duration: zDuration.default(CLASS_DURATION.default),
  price: zPrice.default(DEFAULT_CLASS_PRICE),
  isActive: zBool.default(true),
});
export const ZClassTypeCreateInput = ZClassTypeFields;
export type TClassTypeCreateInput = z.input<typeof ZClassTypeCreateInput>;
/** PUT /api/class-types/{id}: any subset of the fields. */
export const ZClassTypeUpdateInput = z.object({ id: zId }).extend(
  z
    .object({
      name: zRequiredText(CLASS_MESSAGES.nameRequired),
      description: zRequiredText(CLASS_MESSAGES.descriptionRequired, MAX_TEXT),
      duration: zDuration,
      price: zPrice,
      isActive: zBool,
    })
    .partial().shape,
);
export type TClassTypeUpdateInput = z.input<typeof ZClassTypeUpdateInput>;

export const ZClassType = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  duration: z.number(),
  price: z.string(),
  isActive: z.boolean(),
});
export type TClassType = z.infer<typeof ZClassType>;
