/**
 * Turning a notification e-mail into lines of plain text the parsers can read: HTML (when the text
 * part is empty) flattened with table cells side by side and blocks on their own lines; the
 * invisible differences between mail clients (non-breaking and thin spaces, CRLF, curly quotes,
 * zero-width characters, Gmail's `*bold*` rendering) removed; the From header split into name,
 * address and domain; a forwarded message unwrapped so that its original sender and subject count.
 */
import sanitizeHtml from 'sanitize-html';

/** Longest text or HTML read (a notification is a few kilobytes; anything past this is not one). */
const MAX_TEXT = 200_000;
const MAX_HTML = 2_000_000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  middot: '·',
  bull: '•',
  reg: '®',
  copy: '©',
  trade: '™',
  euro: '€',
  pound: '£',
  dollar: '$',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  Egrave: 'È',
  ecirc: 'ê',
  agrave: 'à',
  Agrave: 'À',
  acirc: 'â',
  ccedil: 'ç',
  Ccedil: 'Ç',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ucirc: 'û',
  ugrave: 'ù',
  euml: 'ë',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The text of an HTML notification: block elements and table rows on their own lines, the cells of a
 * row on one line separated by a space ("Amount: | $20.00" reads "Amount: $20.00"), links as their
 * label only, no script, style or head content.
 */
export function htmlToPlainText(html: string): string {
  const blocks = html
    .slice(0, MAX_HTML)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(head|style|script|title|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(
      /<\/?(p|div|tr|table|tbody|thead|h[1-6]|li|ul|ol|blockquote|section|article|header|footer|center)\b[^>]*>/gi,
      '\n',
    )
    .replace(/<\/?(td|th)\b[^>]*>/gi, ' ');
  const text = sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text);
}

/**
 * One canonical spelling of the text: LF line ends, every kind of space a plain space, curly quotes
 * straight, zero-width characters and `*bold*` markers gone, each line trimmed and its runs of spaces
 * collapsed. Blank lines are kept (they end a multi-line memo).
 */
export function normaliseText(text: string): string {
  return text
    .slice(0, MAX_TEXT)
    .replace(/\r\n?/g, '\n')
    .replace(/\u200b|\u200c|\u200d|\u2060|\ufeff|\u00ad/g, '')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
    .replace(/[\u2018\u2019\u02bc\u2032]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/\*([^*\n]{1,80})\*/g, '$1')
    .split('\n')
    .map((line) =>
      line
        .replace(/ {2,}/g, ' ')
        .trim()
        .replace(/^\*+(?=[^\s*])|(?<=[^\s*])\*+$/g, ''),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface Sender {
  /** The display name, unquoted ("Interac e-Transfer", "MAYA CHEN"), or null. */
  name: string | null;
  /** The address, lower-cased, or null when the header holds none. */
  address: string | null;
  /** The address's domain, lower-cased ("payments.interac.ca"), or null. */
  domain: string | null;
}

const ADDRESS =
  /[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+/i;

/** `"Name" <addr@domain>`, `Name <addr>`, `addr` or `addr (Name)` → its parts. */
export function parseSender(from: string): Sender {
  const raw = from.slice(0, 1000).trim();
  const angle = /<([^<>]*)>\s*$/.exec(raw);
  const addressMatch = ADDRESS.exec(angle ? (angle[1] ?? '') : raw);
  const address = addressMatch ? addressMatch[0].toLowerCase() : null;
  let name: string | null = null;
  if (angle) name = raw.slice(0, angle.index);
  else {
    const paren = /\(([^()]+)\)\s*$/.exec(raw);
    if (paren) name = paren[1] ?? null;
  }
  name = name?.replace(/^["'\s]+|["'\s]+$/g, '').replace(/\s+/g, ' ') || null;
  return { name, address, domain: address ? (address.split('@')[1] ?? null) : null };
}

/** `true` when `domain` is `base` or one of its subdomains (`payments.interac.ca` is under `interac.ca`). */
export function domainIsUnder(domain: string | null, base: string): boolean {
  if (!domain) return false;
  return domain === base || domain.endsWith(`.${base}`);
}

export interface Forwarded {
  from: string;
  subject: string;
  body: string;
}

/**
 * The original message inside a forward ("---------- Forwarded message ---------", "Begin forwarded
 * message:", Outlook's "-----Original Message-----"): its From, Subject and the text after its
 * header block. Null when the text is not a forward.
 */
export function unwrapForward(text: string): Forwarded | null {
  const marker =
    /^(?:-{2,}\s*(?:Forwarded message|Original Message|Message transféré|Message d'origine)\s*-{2,}|Begin forwarded message:|Début du message réexpédié\s*:)\s*$/im.exec(
      text,
    );
  if (!marker) return null;
  const after = text.slice(marker.index + marker[0].length).replace(/^\n+/, '');
  const lines = after.split('\n');
  let from = '';
  let subject = '';
  let i = 0;
  // The header block: "Label: value" lines, up to the first blank line.
  for (; i < Math.min(lines.length, 12); i++) {
    const line = lines[i] ?? '';
    if (line === '') break;
    const header = /^(From|De|Subject|Objet|Sujet|Date|Sent|Envoyé|To|À|Cc)\s*:\s*(.*)$/i.exec(line);
    if (!header) break;
    const label = (header[1] ?? '').toLowerCase();
    if (label === 'from' || label === 'de') from = header[2] ?? '';
    if (label === 'subject' || label === 'objet' || label === 'sujet') subject = header[2] ?? '';
  }
  if (!from) return null;
  return { from, subject, body: lines.slice(i).join('\n').trim() };
}

/** The subject without reply and forward prefixes ("Fwd: ", "TR : ", "RE: "). */
export function stripSubjectPrefixes(subject: string): string {
  let s = subject.trim();
  for (let i = 0; i < 5; i++) {
    const next = s.replace(/^(?:re|fwd?|tr|réf|aw|wg)\s*:\s*/i, '');
    if (next === s) break;
    s = next;
  }
  return s;
}

/** Escape a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
