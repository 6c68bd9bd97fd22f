import { fillPlaceholders, type PlaceholderValues, textToHtml } from '../../../shared/email-placeholders';

/**
 * An e-mail's HTML as a document for a sandboxed frame (`sandbox=""`, `srcDoc`): nothing in it can
 * run, links cannot leave (a new window is blocked by the sandbox), and its own policy allows only
 * inline styles and embedded images. The HTML is the server's sanitised copy; this adds no markup of
 * its own around it but the page's font and margins.
 */
export function emailDocument(html: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`,
    '<base target="_blank">',
    '<style>',
    'body{margin:16px;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;overflow-wrap:anywhere}',
    'p{margin:0 0 12px}img{max-width:100%;height:auto}table{max-width:100%}',
    '</style></head><body>',
    html,
    '</body></html>',
  ].join('');
}

export interface LocalPreview {
  subject: string;
  bodyHtml: string;
  missing: string[];
  unknown: string[];
  refused: string[];
}

/**
 * The preview the browser can make alone (before the server's first answer, or when it cannot be
 * reached): a plain-text draft as the server renders it, with only the values typed here.
 */
export function localPreview(subject: string, body: string, values: PlaceholderValues): LocalPreview {
  const oneLine = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v?.replace(/[\r\n]+/g, ' ')]),
  );
  const s = fillPlaceholders(subject, oneLine);
  const text = fillPlaceholders(body, values);
  const html = fillPlaceholders(textToHtml(body), values, { html: true });
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  return {
    subject: s.text,
    bodyHtml: html.text,
    missing: union(s.missing, text.missing),
    unknown: union(s.unknown, text.unknown),
    refused: union(s.refused, text.refused),
  };
}
