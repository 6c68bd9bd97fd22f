import { useLingui } from '@lingui/react/macro';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, IconButton, TextField, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { tr } from '../../../i18n/tr';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from '../common/useInvalidateClasses';

/** The card title with a pencil: renames the schedule via classes.renameSchedule. */
export function ScheduleNameEditor({
  schedule,
  children,
}: {
  schedule: TClassSchedule;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const [name, setName] = useState<string | null>(null);
  const rename = useMutation(trpc.classes.renameSchedule.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const customName = (name ?? '').trim();
    if (!customName) {
      toast({ title: t`Invalid Name`, description: tr(CLASS_MESSAGES.nameEmpty), variant: 'destructive' });
      return;
    }
    rename.mutate(
      { id: schedule.id, customName },
      {
        onSuccess: (saved) => {
          const shownName = saved.displayName;
          toast({
            title: t`Class Name Updated`,
            description: t`This class now shows as "${shownName}".`,
          });
          setName(null);
          void invalidate();
        },
        onError: (error) =>
          toast({
            title: t`Update Failed`,
            description: errorMessage(error, t`Failed to update class name.`),
            variant: 'destructive',
          }),
      },
    );
  };

  if (name === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        {children}
        <Tooltip title={t`Rename class`}>
          <IconButton
            size="small"
            aria-label={t`Edit class name`}
            onClick={() => setName(schedule.displayName)}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexGrow: 1 }}
    >
      <TextField
        label={t`Class Name`}
        size="small"
        autoFocus
        fullWidth
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setName(null)}
        disabled={rename.isPending}
      />
      <IconButton type="submit" color="primary" aria-label={t`Save class name`} disabled={rename.isPending}>
        <Check />
      </IconButton>
      <IconButton aria-label={t`Cancel renaming`} onClick={() => setName(null)}>
        <Close />
      </IconButton>
    </Box>
  );
}
