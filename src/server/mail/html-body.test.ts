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

describe('sanitizeEmailHtml without remote content (mail from outside)', () => {
  const inbound = (html: string) => sanitizeEmailHtml(html, { remoteContent: false });

  it('drops remote images (tracking pixels) and keeps images carried in the message (cid:)', () => {
    expect(
      inbound(
        '<p>Hi</p><img src="https://tracker.example/p.gif" width="1"><img src="http://x.example/a.png">' +
          '<img src="//x.example/b.png"><img src="data:image/png;base64,AAAA"><img src="cid:logo@x" alt="Logo">',
      ),
    ).toBe('<p>Hi</p><img src="cid:logo@x" alt="Logo" />');
  });

  it('drops inline styles that could fetch (url, image-set, escapes hiding them) and keeps the rest', () => {
    expect(
      inbound(
        '<td style="background:url(https://x.example/bg.png)">a</td>' +
          '<div style="background-image: image-set(&quot;https://x.example/i.png&quot; 1x)">b</div>' +
          '<div style="background:u\\72l(https://x.example/e.png)">c</div>' +
          '<div style="background:u&#x72;l(https://x.example/e.png)">d</div>' +
          '<p style="color: rgb(10, 20, 30); padding: calc(2px + 1em)">e</p>',
      ),
    ).toBe(
      '<td>a</td><div>b</div><div>c</div><div>d</div><p style="color:rgb(10, 20, 30);padding:calc(2px + 1em)">e</p>',
    );
  });

  it('still drops scripts, handlers and frames; links stay links', () => {
    expect(
      inbound(
        '<p onclick="x()">Pay<script>fetch("https://x.example")</script></p><iframe src="https://x.example"></iframe>' +
          '<a href="https://bank.example/deposit">Deposit</a>',
      ),
    ).toBe('<p>Pay</p><a href="https://bank.example/deposit">Deposit</a>');
  });

  it('leaves the default (our own mail) unchanged: remote images are allowed there', () => {
    expect(sanitizeEmailHtml('<img src="https://studio.example/logo.png">')).toBe(
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
