import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeEmailHtml } from './html-body';

describe('sanitizeEmailHtml', () => {
  it('keeps formatting, links and inline styles; drops scripts, handlers, forms and javascript: links', () => {
    const html = sanitizeEmailHtml(
      '<p style="color:red" onclick="x()">Hi <b>there</b><script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://studio.example/x">good</a>' +
        '<form><input name="p"></form><iframe src="https://evil.example"></iframe><style>p{}</style>' +
        '<img src="https://studio.example/logo.png" onerror="x()">',
    );
    expect(html).toBe(
      '<p style="color:red">Hi <b>there</b></p><a>bad</a><a href="https://studio.example/x">good</a>' +
        '<img src="https://studio.example/logo.png" />',
    );
  });
});

describe('htmlToText', () => {
  it('paragraphs, breaks, list items and links as text (url); entities decoded', () => {
    expect(
      htmlToText(
        '<h1>Hello &amp; welcome</h1><p>Line one<br>line two</p><ul><li>A</li><li>B</li></ul>' +
          '<p>See <a href="https://studio.example/book">the schedule</a> &lt;now&gt;&#33;</p>',
      ),
    ).toBe(
      'Hello & welcome\n\nLine one\nline two\n\n- A\n\n- B\n\nSee the schedule (https://studio.example/book) <now>!',
    );
  });
});
