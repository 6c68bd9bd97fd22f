/**
 * Whether any string in a request's input (a key or a value, at any depth) holds U+0000. PostgreSQL
 * text cannot store it, so such input would fail at the first statement that uses it, as a 500.
 */
export function hasNulText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => hasNulText(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNulText(item, depth + 1)) return true;
  }
  return false;
}

export const NUL_TEXT_MESSAGE = 'Text must not contain the NUL character (U+0000)';
