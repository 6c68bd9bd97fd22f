/**
 * HTML e-mail bodies: sanitised with `sanitize-html` before they are stored or shown, and the plain
 * text version of an HTML body. What passes is what mail clients render: formatting, tables, links
 * (http, https, mailto, tel) and images; never scripts, forms, frames or event handlers. Mail from
 * outside (the inbox) also loses remote content, so opening it loads nothing from the sender's servers.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'center', 'font'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'face', 'size'],
    '*': [
      'style',
      'align',
      'valign',
      'width',
      'height',
      'bgcolor',
      'border',
      'cellpadding',
      'cellspacing',
      'colspan',
      'rowspan',
      'dir',
      'lang',
      'role',
    ],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** CSS functions that cannot fetch anything; any other (url, image-set, src…) may. */
const LOCAL_CSS_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'calc', 'var']);

/** Whether an inline style could load something: a fetching function, or an escape that could hide one. */
function styleMayLoad(style: string): boolean {
  if (style.includes('\\')) return true;
  for (const [, name] of style.matchAll(/([a-z-]*)\s*\(/gi)) {
    if (!LOCAL_CSS_FUNCTIONS.has((name ?? '').toLowerCase())) return true;
  }
  return false;
}

const WITHOUT_REMOTE_CONTENT: sanitizeHtml.IOptions = {
  ...OPTIONS,
  // Only images carried in the message itself (cid:) keep their source; an image left without one goes.
  allowedSchemesByTag: { img: ['cid'] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.style === undefined || !styleMayLoad(attribs.style)) return { tagName, attribs };
      const { style: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

export interface SanitizeOptions {
  /** false for mail from outside: remote images and styles that fetch (url(…)) are removed. */
  remoteContent?: boolean;
}

export const sanitizeEmailHtml = (html: string, { remoteContent = true }: SanitizeOptions = {}): string =>
  sanitizeHtml(html, remoteContent ? OPTIONS : WITHOUT_REMOTE_CONTENT);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The text version of a (sanitised) HTML body: paragraphs and line breaks kept, links as "text (url)". */
export function htmlToText(html: string): string {
  const safe = sanitizeEmailHtml(html)
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) =>
      label.trim() === '' || label.trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote|ul|ol|pre|section|article|header|footer)>/gi, '\n\n');
  const text = decodeEntities(sanitizeHtml(safe, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
