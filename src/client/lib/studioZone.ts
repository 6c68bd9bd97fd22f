import { DEFAULT_TIMEZONE } from '../../shared/setting-defaults';

let zone: string = DEFAULT_TIMEZONE;

/** The studio's timezone (the `timezone` setting), set once the studio profile has loaded. */
export const setStudioTimeZone = (timeZone: string): void => {
  zone = timeZone;
};

/** The zone studio dates are shown in: class dates are studio wall-clock dates. */
export const studioTimeZone = (): string => zone;
