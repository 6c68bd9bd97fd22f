import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import StudentFormDialog from '../StudentFormDialog';
import { ContactCard } from './ContactCard';
import { PROFILE_TITLE_ID, ProfileHeader } from './ProfileHeader';
import { ProfileMoneyActions } from './ProfileMoneyActions';
import { ProfileTabs } from './ProfileTabs';
import { ProfileTiles } from './ProfileTiles';
import { QueryContent } from './QueryContent';

/**
 * One student's profile: header with Edit, the Register Payment / Add Charge / Refund buttons, the Outstanding / Credits / Classes tiles, contact card and
 * the five tabs. Full screen on a phone.
 */
export default function StudentProfileDialog({
  studentId,
  onClose,
}: {
  studentId: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const student = useQuery(trpc.students.get.queryOptions({ id: studentId }));
  const [editing, setEditing] = useState(false);

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullWidth
        maxWidth="md"
        fullScreen={isMobile}
        aria-labelledby={PROFILE_TITLE_ID}
        // A steady height: switching tabs does not make the dialog jump.
        slotProps={{ paper: { sx: { minHeight: { md: 'min(86vh, 900px)' } } } }}
      >
        <ProfileHeader name={student.data?.name} onEdit={() => setEditing(true)} onClose={onClose} />
        {student.data && <ProfileMoneyActions studentId={studentId} studentName={student.data.name} />}
        <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
          <QueryContent
            query={student}
            loadingLabel={t`Loading student`}
            errorFallback={t`Failed to load student`}
          >
            {(data) => (
              <Stack spacing={2}>
                <ProfileTiles studentId={studentId} />
                <ContactCard student={data} />
                <ProfileTabs studentId={studentId} />
              </Stack>
            )}
          </QueryContent>
        </DialogContent>
      </Dialog>
      <StudentFormDialog
        open={editing}
        studentId={studentId}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    </>
  );
}
