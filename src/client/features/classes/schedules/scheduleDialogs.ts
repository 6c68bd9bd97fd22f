import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';

/** The dialogs a schedule card or the class signup page opens, one at a time. */
export type ScheduleDialogKind = 'edit' | 'quick' | 'students' | 'attendees' | 'cancel';

export type OpenScheduleDialog = (kind: ScheduleDialogKind, schedule: TClassSchedule) => void;

export interface ScheduleDialogState {
  kind: ScheduleDialogKind;
  schedule: TClassSchedule;
}

/** Each schedule dialog: open while it has a schedule. */
export interface ScheduleDialogProps {
  schedule: TClassSchedule | null;
  onClose: () => void;
}
