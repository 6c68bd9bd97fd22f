import { t } from '@lingui/core/macro';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import { DEFAULT_SCHEDULE_CAPACITY, type TClassSchedule } from '../../../../shared/schemas/classes/schedules';

/** Create Class Schedule page defaults (spec 02 §2). */
export const SCHEDULE_PAGE_DEFAULTS = {
  dayOfWeek: 1,
  startTime: '19:30',
  endTime: '20:30',
  maxStudents: DEFAULT_SCHEDULE_CAPACITY,
  isRecurring: true,
  isActive: true,
} as const;
/** The schedule form dialog's defaults (spec 02 §5). */
export const SCHEDULE_FORM_DEFAULTS = { startTime: '09:00', endTime: '10:00', maxStudents: 20 } as const;

/** What the schedule forms edit; numbers and ids stay text while typed, the schema coerces them. */
export type ScheduleValues = {
  classTypeId: string;
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  location: string;
  maxStudents: string;
  customName: string;
  description: string;
  isRecurring: boolean;
  isActive: boolean;
};

const BLANK = { classTypeId: '', location: '', customName: '', description: '' };

/** Create Class Schedule page: Monday 19:30–20:30, 15 students, recurring and active (spec 02 §2). */
export const SCHEDULE_PAGE_VALUES: ScheduleValues = {
  ...BLANK,
  dayOfWeek: String(SCHEDULE_PAGE_DEFAULTS.dayOfWeek),
  startTime: SCHEDULE_PAGE_DEFAULTS.startTime,
  endTime: SCHEDULE_PAGE_DEFAULTS.endTime,
  maxStudents: String(SCHEDULE_PAGE_DEFAULTS.maxStudents),
  isRecurring: SCHEDULE_PAGE_DEFAULTS.isRecurring,
  isActive: SCHEDULE_PAGE_DEFAULTS.isActive,
};

/** The schedule form dialog: 09:00–10:00, 20 students, recurring and active (spec 02 §5). */
export const SCHEDULE_DIALOG_VALUES: ScheduleValues = {
  ...SCHEDULE_PAGE_VALUES,
  startTime: SCHEDULE_FORM_DEFAULTS.startTime,
  endTime: SCHEDULE_FORM_DEFAULTS.endTime,
  maxStudents: String(SCHEDULE_FORM_DEFAULTS.maxStudents),
};

/** The dialog's wording where it differs from the create page's (spec 02 §5), in the page's language. */
export const dialogWording = (): Record<string, string> => ({
  [CLASS_MESSAGES.selectClassType]: t`Class type is required`,
  [CLASS_MESSAGES.invalidTime]: t`Invalid time format`,
});

export const scheduleValues = (s: TClassSchedule): ScheduleValues => ({
  classTypeId: String(s.classTypeId),
  dayOfWeek: String(s.dayOfWeek),
  startTime: s.startTime.slice(0, 5),
  endTime: s.endTime.slice(0, 5),
  location: s.location,
  maxStudents: String(s.maxStudents),
  customName: s.customName ?? '',
  description: s.description ?? '',
  isRecurring: s.isRecurring,
  isActive: s.isActive,
});

/** Without the description (the dialog variant has no description field). */
export const withoutDescription = ({ description: _d, ...rest }: ScheduleValues) => rest;
