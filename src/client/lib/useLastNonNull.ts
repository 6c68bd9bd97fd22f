import { useState } from 'react';

/**
 * The last non-null value: a dialog keeps showing what it showed while it fades out after its
 * subject is cleared, instead of flashing empty.
 */
export function useLastNonNull<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
