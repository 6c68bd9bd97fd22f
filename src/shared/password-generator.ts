import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH } from './constants';

/**
 * 12 characters from the spec's 70-character alphabet (spec 02 §5), drawn from the Web Crypto random
 * source (the browser's and Node's `crypto.getRandomValues`) with rejection sampling, so no character
 * is likelier than another. The server's temporary passwords and the admin form's Generate button use
 * this one function.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const size = GENERATED_PASSWORD_ALPHABET.length;
  // The largest multiple of the alphabet's size that fits in a byte: bytes at or above it are redrawn.
  const limit = 256 - (256 % size);
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit) out += GENERATED_PASSWORD_ALPHABET[byte % size];
      if (out.length === length) break;
    }
  }
  return out;
}
