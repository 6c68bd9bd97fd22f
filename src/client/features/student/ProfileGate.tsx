import { Trans } from '@lingui/react/macro';
import Logout from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { BOOKING_MESSAGES } from '../../../shared/booking-messages';
import { tr } from '../../i18n/tr';
import { isNotFound } from '../../lib/trpc';
import { GuardMessage } from '../common/guards';
import { useStudentProfile } from './studentQueries';
import { useStudentSignOut } from './useStudentSignOut';

/**
 * "Student profile not found." (spec 01 §2 guard texts) when the signed-in student's record is gone;
 * otherwise the page. The profile query is shared with the Settings panel, so this costs no request.
 */
export function ProfileGate({ studentId, children }: { studentId: number; children: ReactNode }) {
  const profile = useStudentProfile(studentId);
  const signOut = useStudentSignOut();
  if (profile.isError && isNotFound(profile.error)) {
    return (
      <GuardMessage
        title={tr(BOOKING_MESSAGES.profileNotFound)}
        action={
          <Button variant="contained" startIcon={<Logout />} onClick={signOut}>
            <Trans>Sign Out</Trans>
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
