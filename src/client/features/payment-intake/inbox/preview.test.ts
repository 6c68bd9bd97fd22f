import { describe, expect, it } from 'vitest';
import { INCOMING_PREVIEW_LENGTH } from '../../../../shared/schemas/inbox';
import { previewOf } from './preview';

describe('previewOf', () => {
  it('keeps a short body whole, with its line breaks and runs of spaces as one space', () => {
    expect(previewOf('  Hi Jo,\r\n\r\nThanks   for\tthe class.\n')).toBe('Hi Jo, Thanks for the class.');
    expect(previewOf('')).toBe('');
  });

  it('stops at 150 characters', () => {
    const body = `${'a'.repeat(INCOMING_PREVIEW_LENGTH - 1)}bcdef`;
    const preview = previewOf(body);
    expect(preview).toHaveLength(INCOMING_PREVIEW_LENGTH);
    expect(preview.endsWith('ab')).toBe(true);
    expect(previewOf('x'.repeat(INCOMING_PREVIEW_LENGTH))).toHaveLength(INCOMING_PREVIEW_LENGTH);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const preview = previewOf('💸'.repeat(200));
    expect(Array.from(preview)).toHaveLength(INCOMING_PREVIEW_LENGTH);
    expect(preview).toBe('💸'.repeat(INCOMING_PREVIEW_LENGTH));
  });

  it('drops a space left at the cut', () => {
    expect(previewOf('abc def', 4)).toBe('abc');
  });
});
