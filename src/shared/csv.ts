/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a comma, a quote or a line break is
 * quoted, its quotes doubled), with text a spreadsheet would run as a formula neutralised: a cell that
 * starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
