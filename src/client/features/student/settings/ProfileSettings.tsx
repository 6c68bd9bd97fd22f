import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { BOOKING_MESSAGES } from '../../../../shared/schemas/bookings';
import { tr } from '../../../i18n/tr';
import { isNotFound } from '../../../lib/trpc';
import { useStudentProfile } from '../studentQueries';
import { ProfileForm } from './ProfileForm';

function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <Stack spacing={3} aria-label={t`Loading your profile`} aria-busy>
      {[
        ['name', 'preferred', 'phone', 'birthday'],
        ['primary', 'billing', 'notifications'],
        ['emergency', 'medical'],
      ].map((fields) => (
        <Card key={fields[0]}>
          <CardContent>
            <Skeleton width={180} height={32} />
            {fields.map((f) => (
              <Skeleton key={f} variant="rounded" height={56} sx={{ mt: 2 }} />
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The Settings tab and the /settings page: the student's own profile, loaded from the server. */
export function ProfileSettings({ studentId }: { studentId: number }) {
  const profile = useStudentProfile(studentId);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (isNotFound(profile.error))
      return <Alert severity="error">{tr(BOOKING_MESSAGES.profileNotFound)}</Alert>;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => profile.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>We could not load your profile.</Trans>
      </Alert>
    );
  }
  // Keyed by id: the fields take their first values from the profile and then keep what is typed.
  return <ProfileForm key={profile.data.id} profile={profile.data} />;
}
