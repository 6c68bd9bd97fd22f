import { useLingui } from '@lingui/react/macro';
import Close from '@mui/icons-material/Close';
import { Box, DialogContent, DialogTitle, Divider, IconButton, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import {
  STUDENT_MESSAGES,
  type TStudentProfile,
  ZStudentCreateInput,
} from '../../../shared/schemas/students';
import { tr } from '../../i18n/tr';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/useZodForm';
import { FormDialogActions } from '../common/FormDialogActions';
import { LoginSetupFields } from './LoginSetupFields';
import { SecondaryContactFields } from './SecondaryContactFields';
import { StudentDetailsFields } from './StudentDetailsFields';
import {
  EMPTY_STUDENT_FORM,
  isMissingPassword,
  studentCreateInput,
  studentFormValues,
  studentUpdateInput,
  ZStudentEditForm,
} from './studentFormModel';
import { useSaveStudent } from './useSaveStudent';

export const STUDENT_FORM_TITLE_ID = 'student-form-title';

/** The title with its close button; also shown while the student to edit loads. */
export function StudentFormTitle({
  editing,
  onClose,
  disabled = false,
}: {
  editing: boolean;
  onClose: () => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <DialogTitle id={STUDENT_FORM_TITLE_ID} sx={{ pr: 7 }}>
      {editing ? t`Edit Student` : t`Add New Student`}
      <IconButton
        aria-label={t`Close`}
        onClick={onClose}
        disabled={disabled}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
    </DialogTitle>
  );
}

/** The Add / Edit Student form: a new student when `student` is null, else that student's fields. */
export function StudentForm({
  student,
  autoFocus,
  onClose,
  onSaved,
}: {
  student: TStudentProfile | null;
  autoFocus: boolean;
  onClose: () => void;
  onSaved?: (student: TStudentProfile) => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const form = useZodForm(student ? studentFormValues(student) : EMPTY_STUDENT_FORM);
  const save = useSaveStudent({
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
    onEmailTaken: (message) => form.fail('email', message),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.saving) return;
    if (student) {
      const input = studentUpdateInput(student.id, form.values);
      if (form.check(ZStudentEditForm, input)) save.update(input);
      return;
    }
    const input = studentCreateInput(form.values);
    const valid = form.check(ZStudentCreateInput, input);
    if (isMissingPassword(form.values)) {
      toast({
        title: tr(STUDENT_MESSAGES.passwordRequiredTitle),
        description: tr(STUDENT_MESSAGES.passwordRequired),
        variant: 'destructive',
      });
    }
    if (valid) save.create(input);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <StudentFormTitle editing={student !== null} onClose={onClose} disabled={save.saving} />
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <StudentDetailsFields form={form} autoFocus={autoFocus} />
          <SecondaryContactFields form={form} />
          {!student && (
            <>
              <Divider />
              <LoginSetupFields form={form} />
            </>
          )}
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={student ? t`Update Student` : t`Add Student`}
        pendingLabel={student ? t`Updating...` : t`Creating...`}
        pending={save.saving}
      />
    </Box>
  );
}
