import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalPlaceholder,
  escapeHtml,
  fillPlaceholders,
  mergePlaceholderValues,
  PLACEHOLDERS,
  placeholdersIn,
  refusedPlaceholdersIn,
  splitName,
  textToHtml,
} from './email-placeholders';

describe('fillPlaceholders', () => {
  it('fills the spec 03 §3 placeholders as written into a text body', () => {
    const result = fillPlaceholders(
      'Hi {{studentName}}, {{className}} on {{date}} at {{classTime}}: {{amount}} due {{dueDate}}; credit {{credits}}. {{businessName}}',
      {
        studentName: 'Ana <b>',
        className: 'Yoga & Tea',
        date: 'Aug 04, 2026',
        classTime: '7:30 PM',
        amount: '$20.00',
        dueDate: 'Aug 10, 2026',
        credits: '$40.00',
        businessName: 'Calm "Studio"',
      },
    );
    expect(result.text).toBe(
      'Hi Ana <b>, Yoga & Tea on Aug 04, 2026 at 7:30 PM: $20.00 due Aug 10, 2026; credit $40.00. Calm "Studio"',
    );
    expect(result).toMatchObject({ unknown: [], missing: [], refused: [] });
    expect(result.used).toEqual([
      'studentName',
      'className',
      'date',
      'classTime',
      'amount',
      'dueDate',
      'credits',
      'businessName',
    ]);
  });

  it('escapes values into an HTML body, and turns their line breaks into <br>', () => {
    const result = fillPlaceholders(
      '<p>Hi {{firstName}}</p>',
      { firstName: `<script>alert("x")</script>&'\nline` },
      { html: true },
    );
    expect(result.text).toBe('<p>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;<br>line</p>');
  });

  it('matches a name whatever its case, underscores and inner spaces: {{student_name}} is {{studentName}}', () => {
    const result = fillPlaceholders('{{student_name}} / {{ studentName }} / {{STUDENTNAME}}', {
      studentName: 'Bo',
    });
    expect(result.text).toBe('Bo / Bo / Bo');
    expect(result.used).toEqual(['studentName']);
    expect(fillPlaceholders('{{studentName}}', { student_name: 'Cy' }).text).toBe('Cy');
  });

  it('leaves an unknown placeholder as written and reports it; a value makes it a custom placeholder', () => {
    const unknown = fillPlaceholders('Room {{roomNumber}} for {{firstName}}', { firstName: 'Di' });
    expect(unknown.text).toBe('Room {{roomNumber}} for Di');
    expect(unknown.unknown).toEqual(['roomNumber']);
    expect(unknown.missing).toEqual([]);
    const custom = fillPlaceholders('Room {{roomNumber}}', { roomNumber: '4' });
    expect(custom).toMatchObject({ text: 'Room 4', used: ['roomNumber'], unknown: [] });
  });

  it('leaves a known placeholder with no value (missing, null or blank) as written and reports it', () => {
    const result = fillPlaceholders('{{firstName}} {{lastName}} {{phone}} {{amount}}', {
      firstName: 'Ed',
      lastName: null,
      phone: '   ',
    });
    expect(result.text).toBe('Ed {{lastName}} {{phone}} {{amount}}');
    expect(result.missing).toEqual(['lastName', 'phone', 'amount']);
  });

  it('refuses {{password}} and {{secret}} in any spelling, even with a value', () => {
    const result = fillPlaceholders('{{password}} {{Password}} {{temporary_password}} {{secret}}', {
      password: 'hunter2',
      secret: 'x',
    });
    expect(result.text).toBe('{{password}} {{Password}} {{temporary_password}} {{secret}}');
    expect(result.refused).toEqual(['password', 'Password', 'temporary_password', 'secret']);
    expect(result.used).toEqual([]);
    expect(refusedPlaceholdersIn('Your password: {{ PASSWORD }}')).toEqual(['PASSWORD']);
    expect(refusedPlaceholdersIn('{{studentName}}')).toEqual([]);
  });

  it('leaves text that is not a placeholder alone', () => {
    const text = '{{ two words }} {single} {{}} {{1abc}} {{a-b}} }}{{';
    expect(fillPlaceholders(text, { a: 'x' })).toMatchObject({ text, unknown: [], missing: [] });
  });

  it('a value is inserted once: placeholders inside values are not filled again', () => {
    const result = fillPlaceholders('{{firstName}}', { firstName: '{{businessName}}', businessName: 'X' });
    expect(result.text).toBe('{{businessName}}');
  });

  it('HTML mode never lets a value add markup (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const html = fillPlaceholders('<p>{{firstName}}</p>', { firstName: value }, { html: true }).text;
        const inner = html.slice(3, -4);
        return !/[<>"']/.test(inner.replace(/<br>/g, '')) && html.startsWith('<p>') && html.endsWith('</p>');
      }),
    );
  });
});

describe('mergePlaceholderValues', () => {
  it('a later source wins in any spelling; null or blank never hides an earlier value', () => {
    const merged = mergePlaceholderValues(
      { businessName: 'Studio', student_name: 'typed' },
      { studentName: null, phone: ' ' },
      { StudentName: 'Record', businessName: 'Own' },
    );
    expect(fillPlaceholders('{{studentName}} {{businessName}}', merged).text).toBe('Record Own');
    const kept = mergePlaceholderValues({ studentName: 'typed' }, { studentName: null });
    expect(fillPlaceholders('{{student_name}}', kept).text).toBe('typed');
  });
});

describe('the placeholder list', () => {
  it('offers every name of spec 03 §3 and §9 except Password', () => {
    const keys = PLACEHOLDERS.map((p) => p.key);
    for (const key of [
      'studentName',
      'businessName',
      'date',
      'className',
      'classTime',
      'amount',
      'dueDate',
      'credits',
    ]) {
      expect(keys).toContain(key);
    }
    const labels = PLACEHOLDERS.map((p) => p.label);
    for (const label of [
      'First Name',
      'Last Name',
      'Full Name',
      'Email',
      'Phone',
      'Class Name',
      'Class Date',
      'Class Time',
      'Location',
      'Instructor',
      'Amount',
      'Due Date',
      'Month',
      'Business Name',
    ]) {
      expect(labels).toContain(label);
    }
    expect(labels).not.toContain('Password');
    expect(canonicalPlaceholder('student_name')).toBe('studentName');
    expect(canonicalPlaceholder('due_date')).toBe('dueDate');
    expect(canonicalPlaceholder('password')).toBeUndefined();
  });

  it('placeholdersIn lists what a text uses, canonical where known', () => {
    expect(placeholdersIn('Hi {{student_name}}', '{{amount}} {{studentName}} {{room}}')).toEqual([
      'studentName',
      'amount',
      'room',
    ]);
  });
});

describe('textToHtml', () => {
  it('escapes, makes paragraphs of blank-line blocks and <br> of single breaks; placeholders survive', () => {
    expect(textToHtml('Hi {{firstName}},\r\n\r\nA <b>bold</b> & line\nnext\n\n\n  Bye')).toBe(
      '<p>Hi {{firstName}},</p>\n<p>A &lt;b&gt;bold&lt;/b&gt; &amp; line<br>next</p>\n<p>Bye</p>',
    );
  });
  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('splitName', () => {
  it('first word, and the rest', () => {
    expect(splitName('  Mary Ann  van Dyke ')).toEqual({ firstName: 'Mary', lastName: 'Ann van Dyke' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
  });
});
