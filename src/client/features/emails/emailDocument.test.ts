import { describe, expect, it } from 'vitest';
import { emailDocument, localPreview } from './emailDocument';

describe('emailDocument', () => {
  it('wraps the HTML in a document whose own policy allows no script, connection or remote image', () => {
    const doc = emailDocument('<p>Hello</p>');
    expect(doc).toContain('<body><p>Hello</p></body>');
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain('img-src data:');
    expect(doc).not.toMatch(/script-src/);
    expect(doc).toContain('<base target="_blank">');
  });
});

describe('localPreview', () => {
  it('fills typed values, escaping them in the HTML, and reports what is left', () => {
    const p = localPreview('{{className}} on {{date}}', 'Hi {{firstName}},\n\n{{className}} <b>moved</b>', {
      className: 'Yin & Yang <3',
    });
    expect(p.subject).toBe('Yin & Yang <3 on {{date}}');
    expect(p.bodyHtml).toBe('<p>Hi {{firstName}},</p>\n<p>Yin &amp; Yang &lt;3 &lt;b&gt;moved&lt;/b&gt;</p>');
    expect(p.missing).toEqual(['date', 'firstName']);
    expect(p.unknown).toEqual([]);
  });

  it('keeps a value out of the subject line breaks and reports refused and unknown names', () => {
    const p = localPreview('Hi {{month}}', '{{password}} {{roomNumber}}', { month: 'May\n2026' });
    expect(p.subject).toBe('Hi May 2026');
    expect(p.refused).toEqual(['password']);
    expect(p.unknown).toEqual(['roomNumber']);
  });
});
