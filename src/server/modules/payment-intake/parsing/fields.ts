/**
 * Labelled fields of a notification ("Reference Number: C1A…", "Montant : 25,00 $ (CAD)"). Real
 * notifications write them three ways, all handled:
 *   - on one line:                "Reference Number: C1AYd8eJYUcY"
 *   - label and value on two:     "Reference Number:" / "C1AYd8eJYUcY"  (Interac since 2024, HTML <div>s)
 *   - the label without a colon:  "Transaction ID" / "3MB02613PA4530047" (PayPal)
 * and, when a mail client or a paste flattened the block, several on one line
 * ("Message: … Date: … Reference Number: …"), which `splitAtLabels` breaks apart first.
 */
import { escapeRegExp } from './text';

function labelPattern(labels: readonly string[]): string {
  return [...labels]
    .sort((a, b) => b.length - a.length)
    .map((label) => escapeRegExp(label).replace(/\s+/g, '\\s+'))
    .join('|');
}

/**
 * Lines, with every "Label:" that starts mid-line (after a space) moved to a line of its own — and
 * every `colonless` label too (matched with its exact capitals, as notifications print them, so prose
 * mentioning "transaction date" is left alone): HTML table cells put side by side end up on one line.
 */
export function splitAtLabels(
  lines: readonly string[],
  labels: readonly string[],
  colonless: readonly string[] = [],
): string[] {
  const inner = new RegExp(`\\s(?=(?:${labelPattern(labels)})\\s?:)`, 'gi');
  // A colonless label gets a line of its own, its value the next: "Transaction ID 3MB0…" → two lines.
  const exact = colonless.length ? new RegExp(`(?:^|\\s)(${labelPattern(colonless)})(?=\\s|$)`, 'g') : null;
  return lines.flatMap((line) =>
    line
      .split(inner)
      .flatMap((part) => (exact ? part.replace(exact, '\n$1\n').split('\n') : [part]))
      .map((part) => part.trim())
      .filter((part, _i, all) => part !== '' || all.length === 1),
  );
}

function startsWithLabel(line: string, labels: readonly string[]): boolean {
  return new RegExp(`^(?:${labelPattern(labels)})(?:\\s?:|\\s*$)`, 'i').test(line);
}

/**
 * The value of the first field labelled with one of `labels`: the rest of its line after the colon,
 * or, when that is empty (or the label stands alone without a colon), the next non-empty line unless
 * that line is itself a label from `knownLabels`.
 */
export function readField(
  lines: readonly string[],
  labels: readonly string[],
  knownLabels: readonly string[] = labels,
): string | null {
  const re = new RegExp(`^(?:${labelPattern(labels)})(?:\\s?:\\s*(.*)|\\s*)$`, 'i');
  for (let i = 0; i < lines.length; i++) {
    const match = re.exec(lines[i] ?? '');
    if (!match) continue;
    const inline = (match[1] ?? '').trim();
    if (inline) return inline;
    for (let j = i + 1; j < lines.length && j <= i + 3; j++) {
      const next = (lines[j] ?? '').trim();
      if (!next) continue;
      if (startsWithLabel(next, knownLabels)) break;
      return next;
    }
  }
  return null;
}

/**
 * A multi-line field (the payer's memo): the text after the label up to a blank line or the next
 * known label, lines joined with a space.
 */
export function readBlock(
  lines: readonly string[],
  labels: readonly string[],
  knownLabels: readonly string[],
  maxLines = 6,
): string | null {
  const re = new RegExp(`^(?:${labelPattern(labels)})(?:\\s?:\\s*(.*)|\\s*)$`, 'i');
  for (let i = 0; i < lines.length; i++) {
    const match = re.exec(lines[i] ?? '');
    if (!match) continue;
    const parts: string[] = [];
    const inline = (match[1] ?? '').trim();
    // "Message: text" is one line; "Message:" alone is followed by the memo's lines.
    if (inline) return inline.slice(0, 500);
    let j = i + 1;
    // "Message:" alone is followed by a blank line in some HTML renderings before the memo itself.
    while (j < lines.length && !(lines[j] ?? '').trim() && j <= i + 2) j++;
    for (; j < lines.length && parts.length < maxLines; j++) {
      const next = (lines[j] ?? '').trim();
      if (!next || startsWithLabel(next, knownLabels)) break;
      parts.push(next);
    }
    const text = parts.join(' ').trim();
    return text ? text.slice(0, 500) : null;
  }
  return null;
}
