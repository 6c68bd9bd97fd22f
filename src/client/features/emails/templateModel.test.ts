import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGES,
  type TEmailTemplate,
  ZEmailTemplateInput,
  ZEmailTemplateUpdateInput,
  ZTemplateSendInput,
} from '../../../shared/schemas/email';
import {
  EMPTY_TEMPLATE,
  newTemplate,
  templateInput,
  templateSendRequest,
  templateValues,
} from './templateModel';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('templateInput', () => {
  it("an empty form gets the spec's messages", () => {
    expect(issues(ZEmailTemplateInput.safeParse(templateInput(EMPTY_TEMPLATE)))).toEqual({
      name: 'Template name is required',
      subject: 'Subject is required',
      body: 'Template body is required',
      category: 'Category is required',
    });
  });

  it('round-trips a template, a blank description saved as none', () => {
    const t: TEmailTemplate = {
      id: 3,
      name: 'Reminder',
      subject: 'Due {{dueDate}}',
      body: 'Pay {{amount}}',
      language: 'fr-CA',
      description: null,
      category: 'payment',
      placeholders: ['dueDate', 'amount'],
      isActive: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const parsed = ZEmailTemplateUpdateInput.parse({ id: t.id, ...templateInput(templateValues(t)) });
    expect(parsed).toMatchObject({
      name: 'Reminder',
      category: 'payment',
      description: null,
      isActive: false,
      language: 'fr-CA',
    });
  });

  it('a new template is written in the given language, and keeps it when saved', () => {
    expect(newTemplate('fr-CA')).toEqual({ ...EMPTY_TEMPLATE, language: 'fr-CA' });
    const values = { ...newTemplate('fr-CA'), name: 'Rappel', category: 'reminder', subject: 'S', body: 'B' };
    expect(ZEmailTemplateInput.parse(templateInput(values)).language).toBe('fr-CA');
    expect(ZEmailTemplateInput.parse(templateInput({ ...values, language: 'en-CA' })).language).toBe('en-CA');
  });
});

describe('templateSendRequest', () => {
  it('lists the recipients and the values shown', () => {
    expect(templateSendRequest(4, 'a@x.co, b@x.co', ['className'], { className: 'Yin', date: 'x' })).toEqual({
      id: 4,
      recipients: ['a@x.co', 'b@x.co'],
      placeholderValues: { className: 'Yin' },
    });
  });

  it('with no recipient the schema says so', () => {
    const r = ZTemplateSendInput.safeParse(templateSendRequest(4, ' , ', [], {}));
    expect(issues(r)).toEqual({ recipients: EMAIL_MESSAGES.noRecipients });
    const bad = ZTemplateSendInput.safeParse(templateSendRequest(4, 'a@x.co, nope', [], {}));
    expect(issues(bad).recipients).toBe('Please enter a valid email address: nope');
  });
});
