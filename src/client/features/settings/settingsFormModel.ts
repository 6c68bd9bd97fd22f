/**
 * The settings form as data: which keys the screen edits and on which tab, what changed, and each
 * field's error (the registry's own rule and message, the same the server applies).
 */
import {
  checkSetting,
  isSettingKey,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTINGS,
  type SettingKey,
  type StudioSettings,
  settingText,
  type TSetting,
} from '../../../shared/schemas/settings';

export type SettingsTabId = 'business' | 'financial' | 'integration';
export const SETTINGS_TAB_IDS: readonly SettingsTabId[] = ['business', 'financial', 'integration'];

/** Every key as the text it is stored as. */
export type SettingsValues = Record<SettingKey, string>;
export type SettingsErrors = Partial<Record<SettingKey, string>>;

/** The keys the screen edits: all but the older tax key set, which the server keeps in step. */
export const FORM_KEYS: readonly SettingKey[] = SETTING_KEYS.filter((k) => SETTINGS[k].tab !== 'tax-legacy');

/** The server's list as the form's values; a key it leaves out reads as its default. */
export function valuesFromSettings(settings: Partial<StudioSettings>): SettingsValues {
  const values = { ...SETTING_DEFAULTS };
  for (const key of SETTING_KEYS) if (key in settings) values[key] = settingText(settings[key]);
  return values;
}

/** The edited keys whose text differs from the saved one, as `settings.saveBulk` takes them. */
export function changedSettings(values: SettingsValues, saved: SettingsValues): TSetting[] {
  return FORM_KEYS.filter((k) => values[k] !== saved[k]).map((key) => ({ key, value: values[key] }));
}

/** Each edited key whose value its rule refuses, with the rule's message. */
export function settingErrors(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const key of FORM_KEYS) {
    const checked = checkSetting(key, values[key]);
    if (!checked.ok) errors[key] = checked.message;
  }
  return errors;
}

export const tabOfSetting = (key: SettingKey): SettingsTabId | undefined => {
  const tab = SETTINGS[key].tab;
  return tab === 'tax-legacy' ? undefined : tab;
};

/** The tabs holding a field in error, in screen order. */
export function tabsWithErrors(errors: SettingsErrors): SettingsTabId[] {
  const keys = Object.keys(errors) as SettingKey[];
  return SETTINGS_TAB_IDS.filter((tab) => keys.some((k) => tabOfSetting(k) === tab));
}

/** The field a server refusal names ("<key>: <message>"), so the message can show under it. */
export function fieldOfServerError(message: string): { key: SettingKey; message: string } | null {
  const match = /^([A-Za-z_]+): (.+)$/s.exec(message);
  if (!match || !isSettingKey(match[1]!)) return null;
  return { key: match[1], message: match[2]! };
}
