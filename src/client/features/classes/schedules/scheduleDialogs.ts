import type { TClassSchedule } from '../../../../shared/schemas/classes';

/** The dialogs a schedule card or the class signup page opens, one at a time. */
export type ScheduleDialogKind = 'edit' | 'quick' | 'students' | 'attendees' | 'cancel';

export type OpenScheduleDialog = (kind: ScheduleDialogKind, schedule: TClassSchedule) => void;

export interface ScheduleDialogState {
  kind: ScheduleDialogKind;
  schedule: TClassSchedule;
}
