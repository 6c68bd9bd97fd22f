import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../../../shared/schemas/settings';
import {
  changedSettings,
  FORM_KEYS,
  fieldOfServerError,
  settingErrors,
  tabsWithErrors,
  valuesFromSettings,
} from './settingsFormModel';

describe('settings form model', () => {
  it("reads the server's typed values over the defaults, as the form's text", () => {
    const values = valuesFromSettings({ businessName: 'Dance Co', enableGst: false, reminderDays: 9 });
    expect(values.businessName).toBe('Dance Co');
    expect(values.enableGst).toBe('false');
    expect(values.reminderDays).toBe('9');
    expect(values.currency).toBe(SETTING_DEFAULTS.currency);
    expect('nonsense' in values).toBe(false);
  });

  it('edits every key but the older tax key set', () => {
    expect(FORM_KEYS).toContain('gstRate');
    expect(FORM_KEYS).toContain('payment_method');
    expect(FORM_KEYS).not.toContain('custom_taxes');
    expect(FORM_KEYS).not.toContain('tax_region');
  });

  it('sends only the changed keys', () => {
    const saved = valuesFromSettings({});
    const values = { ...saved, businessName: 'New', reminderDays: '9' };
    expect(changedSettings(values, saved)).toEqual([
      { key: 'businessName', value: 'New' },
      { key: 'reminderDays', value: '9' },
    ]);
  });

  it("gives each refused field the spec's message and names its tab", () => {
    const values = {
      ...valuesFromSettings({}),
      businessName: '  ',
      cancellationDeadlineHours: '200',
      reminderDays: '0',
    };
    const errors = settingErrors(values);
    expect(errors).toEqual({
      businessName: 'Business name is required',
      cancellationDeadlineHours: 'Cannot exceed 1 week',
      reminderDays: expect.stringContaining('between 1 and 30'),
    });
    expect(tabsWithErrors(errors)).toEqual(['business', 'financial']);
    expect(settingErrors(valuesFromSettings({}))).toEqual({});
  });

  it('finds the field a server refusal names', () => {
    expect(fieldOfServerError('currency: Currency code must be 3 characters')).toEqual({
      key: 'currency',
      message: 'Currency code must be 3 characters',
    });
    expect(fieldOfServerError('Something else went wrong')).toBeNull();
    expect(fieldOfServerError('Unknown: thing')).toBeNull();
  });
});
