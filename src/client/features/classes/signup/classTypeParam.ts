import { zId } from '../../../../shared/schemas/common';

export type ClassTypeParam = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'id'; id: number };

/** The page's `{classTypeId}`: absent, not a positive whole number, or an id. */
export function parseClassTypeId(raw: string | undefined): ClassTypeParam {
  if (!raw?.trim()) return { kind: 'missing' };
  const parsed = zId.safeParse(raw);
  return parsed.success ? { kind: 'id', id: parsed.data } : { kind: 'invalid' };
}
