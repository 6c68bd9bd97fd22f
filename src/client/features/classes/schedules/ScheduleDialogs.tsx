import { CancelNextClassDialog } from './CancelNextClassDialog';
import { EditScheduleDialog } from './EditScheduleDialog';
import { QuickEditDialog } from './QuickEditDialog';
import { ScheduleAttendeesDialog } from './ScheduleAttendeesDialog';
import { ScheduleStudentsDialog } from './ScheduleStudentsDialog';
import type { ScheduleDialogKind, ScheduleDialogState } from './scheduleDialogs';

/** Every schedule dialog, at most one open: the one `state` names. */
export function ScheduleDialogs({
  state,
  onClose,
}: {
  state: ScheduleDialogState | null;
  onClose: () => void;
}) {
  const pick = (kind: ScheduleDialogKind) => (state?.kind === kind ? state.schedule : null);
  return (
    <>
      <EditScheduleDialog schedule={pick('edit')} onClose={onClose} />
      <QuickEditDialog schedule={pick('quick')} onClose={onClose} />
      <ScheduleStudentsDialog schedule={pick('students')} onClose={onClose} />
      <ScheduleAttendeesDialog schedule={pick('attendees')} onClose={onClose} />
      <CancelNextClassDialog schedule={pick('cancel')} onClose={onClose} />
    </>
  );
}
