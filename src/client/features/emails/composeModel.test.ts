import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, type TEmailTemplate, ZComposeEmailInput } from '../../../shared/schemas/email';
import {
  composePreviewRequest,
  composeRequest,
  EMPTY_COMPOSE,
  recipientList,
  usedPlaceholders,
  withTemplate,
} from './composeModel';

const template: TEmailTemplate = {
  id: 7,
  name: 'Class Cancellation',
  subject: 'Class cancelled: {{className}}',
  body: 'Hi {{studentName}}, {{className}} is off.',
  language: 'en-CA',
  description: null,
  category: 'class',
  placeholders: ['className', 'studentName'],
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const messages = (input: unknown) => {
  const r = ZComposeEmailInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('composeRequest', () => {
  it("an empty form gets the spec's three messages from the shared schema", () => {
    expect(messages(composeRequest(EMPTY_COMPOSE, [], {}))).toEqual([
      EMAIL_MESSAGES.invalidEmail,
      EMAIL_MESSAGES.subjectRequired,
      EMAIL_MESSAGES.bodyRequired,
    ]);
    expect(
      messages(composeRequest({ ...EMPTY_COMPOSE, to: 'not-an-address', subject: 'x', body: 'y' }, [], {})),
    ).toEqual(['Please enter a valid email address']);
  });

  it('sends the template id, the name when given, and the values of the fields shown', () => {
    const values = { ...withTemplate(EMPTY_COMPOSE, template), to: 'jo@example.com', toName: ' ' };
    const input = composeRequest(values, ['className'], { className: ' Yin ', amount: '$5' });
    expect(input).toEqual({
      to: 'jo@example.com',
      toName: undefined,
      subject: template.subject,
      body: template.body,
      templateId: 7,
      placeholderValues: { className: 'Yin' },
      format: 'text',
    });
    expect(messages(input)).toEqual([]);
  });

  it('without a template sends none', () => {
    expect(composeRequest(EMPTY_COMPOSE, [], {}).templateId).toBeNull();
  });
});

describe('withTemplate', () => {
  it('replaces the subject and body and keeps the recipient; none keeps the text', () => {
    const typed = { ...EMPTY_COMPOSE, to: 'a@b.co', subject: 'old', body: 'old' };
    const next = withTemplate(typed, template);
    expect(next).toMatchObject({
      to: 'a@b.co',
      subject: template.subject,
      body: template.body,
      templateId: '7',
    });
    expect(withTemplate(next, null)).toMatchObject({ subject: template.subject, templateId: '' });
    expect(usedPlaceholders(next)).toEqual(['className', 'studentName']);
  });
});

describe('composePreviewRequest', () => {
  it('sends the draft as typed, blanks as absent', () => {
    expect(composePreviewRequest({ ...EMPTY_COMPOSE, subject: 'S', body: 'B' }, [], {})).toEqual({
      to: undefined,
      toName: undefined,
      subject: 'S',
      body: 'B',
      placeholderValues: {},
      format: 'text',
    });
  });
});

describe('recipientList', () => {
  it('splits on commas, semicolons and lines and drops blanks', () => {
    expect(recipientList(' a@x.co, ,b@x.co;\nc@x.co ')).toEqual(['a@x.co', 'b@x.co', 'c@x.co']);
    expect(recipientList(' , ')).toEqual([]);
  });
});
