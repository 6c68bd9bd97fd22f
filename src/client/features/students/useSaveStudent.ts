import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STUDENT_MESSAGES,
  type TStudentCreateInput,
  type TStudentProfile,
  type TStudentUpdateInput,
} from '../../../shared/schemas/students';
import { tr } from '../../i18n/tr';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

interface SaveCallbacks {
  onSaved: (student: TStudentProfile) => void;
  /** The server refused the e-mail (another student has it): shown under the field too. */
  onEmailTaken: (message: string) => void;
}

/**
 * Saves the Add / Edit Student form with the spec's toasts. The success description is the server's
 * message: it names the student and says truthfully whether the login e-mail can go out.
 */
export function useSaveStudent({ onSaved, onEmailTaken }: SaveCallbacks) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.students.create.mutationOptions());
  const update = useMutation(trpc.students.update.mutationOptions());

  const handlers = (failureTitle: string, successTitle: string) => ({
    onSuccess: (result: { message: string; student: TStudentProfile }) => {
      toast({ title: successTitle, description: result.message });
      void queryClient.invalidateQueries(trpc.students.pathFilter());
      onSaved(result.student);
    },
    onError: (error: unknown) => {
      const message = errorMessage(error, t`Please try again`);
      // The server answers in the reader's language.
      if (message === STUDENT_MESSAGES.emailTaken || message === tr(STUDENT_MESSAGES.emailTaken)) {
        onEmailTaken(message);
      }
      toast({ title: failureTitle, description: message, variant: 'destructive' });
    },
  });

  return {
    create: (input: TStudentCreateInput) =>
      create.mutate(input, handlers(t`Error creating student`, t`Student created successfully`)),
    update: (input: TStudentUpdateInput) =>
      update.mutate(input, handlers(t`Error updating student`, t`Student updated successfully`)),
    saving: create.isPending || update.isPending,
  };
}
