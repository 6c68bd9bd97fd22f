/**
 * One administrator message made ready for each recipient: a plain-text draft becomes escaped HTML
 * paragraphs, an HTML draft is sanitised and gets a text version; then the placeholders are filled
 * (escaped in the HTML, as written in the text) and whatever could not be filled is reported.
 */
import {
  fillPlaceholders,
  type PlaceholderValues,
  REFUSED_PLACEHOLDER_NOTICE,
  textToHtml,
} from '../../shared/email-placeholders';
import { msg } from '../../shared/i18n/msg';
import { AppError } from '../errors';
import { htmlToText, sanitizeEmailHtml } from './html-body';

export interface Draft {
  subject: string;
  body: string;
  format: 'text' | 'html';
}

export interface PreparedDraft {
  subject: string;
  text: string;
  html: string;
}

export function prepareDraft(draft: Draft): PreparedDraft {
  if (draft.format === 'html') {
    const html = sanitizeEmailHtml(draft.body);
    return { subject: draft.subject, text: htmlToText(html), html };
  }
  return { subject: draft.subject, text: draft.body, html: textToHtml(draft.body) };
}

export interface RenderedEmail {
  subject: string;
  bodyText: string;
  bodyHtml: string;
  unknown: string[];
  missing: string[];
  refused: string[];
}

const union = (...lists: string[][]) => [...new Set(lists.flat())];

export function renderFor(draft: PreparedDraft, values: PlaceholderValues): RenderedEmail {
  // A value never brings a line break into the subject (a header).
  const oneLine = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v?.replace(/[\r\n]+/g, ' ')]),
  );
  const subject = fillPlaceholders(draft.subject, oneLine);
  const text = fillPlaceholders(draft.text, values);
  const html = fillPlaceholders(draft.html, values, { html: true });
  return {
    subject: subject.text,
    bodyText: text.text,
    bodyHtml: sanitizeEmailHtml(html.text),
    unknown: union(subject.unknown, text.unknown),
    missing: union(subject.missing, text.missing),
    refused: union(subject.refused, text.refused),
  };
}

const braces = (names: string[]) => names.map((n) => `{{${n}}}`).join(', ');

/**
 * Refuses the whole send, before anything is queued, when any recipient's message still holds a
 * placeholder: nobody receives "Dear {{firstName}}" or "Dear ," (decision 004).
 */
export function assertComplete(rendered: { email: string; message: RenderedEmail }[]): void {
  if (rendered.some((r) => r.message.refused.length > 0)) {
    throw new AppError('BAD_REQUEST', REFUSED_PLACEHOLDER_NOTICE);
  }
  const unknown = union(...rendered.map((r) => r.message.unknown));
  if (unknown.length > 0) {
    const placeholders = braces(unknown);
    throw new AppError(
      'BAD_REQUEST',
      unknown.length === 1
        ? msg('Unknown placeholder {placeholders}: give it a value or remove it from the message', {
            placeholders,
          })
        : msg('Unknown placeholders {placeholders}: give them values or remove them from the message', {
            placeholders,
          }),
    );
  }
  const incomplete = rendered.filter((r) => r.message.missing.length > 0);
  const first = incomplete[0];
  if (first) {
    const others = incomplete.length - 1;
    const values = { placeholders: braces(first.message.missing), email: first.email, others };
    throw new AppError(
      'BAD_REQUEST',
      others === 0
        ? msg('No value for {placeholders} for {email}: fill it in or remove it from the message', values)
        : others === 1
          ? msg(
              'No value for {placeholders} for {email} (and 1 other recipient): fill it in or remove it from the message',
              values,
            )
          : msg(
              'No value for {placeholders} for {email} (and {others} other recipients): fill it in or remove it from the message',
              values,
            ),
    );
  }
}
