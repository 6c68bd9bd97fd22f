import { INCOMING_PREVIEW_LENGTH } from '../../../../shared/schemas/inbox';

/**
 * The start of a message's text body as the list shows it (spec 03 §9): runs of spaces and line breaks
 * as one space, then at most `length` characters. Counted in code points, so an emoji is never cut
 * in half.
 */
export function previewOf(body: string, length: number = INCOMING_PREVIEW_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= length ? flat : chars.slice(0, length).join('').trimEnd();
}
