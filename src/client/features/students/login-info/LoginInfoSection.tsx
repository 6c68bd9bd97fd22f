import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { TLoginInfo } from '../../../../shared/schemas/students';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';
import { SearchFilterToolbar } from '../../common/paged/SearchFilterToolbar';
import { useDialogTarget } from '../useDialogTarget';
import { IssueTemporaryPasswordDialog } from './IssueTemporaryPasswordDialog';
import { LoginInfoCard } from './LoginInfoCard';
import { matchesText, moreText } from './loginInfoModel';
import { useLoginInfo } from './useLoginInfo';

/**
 * The admin shell's "login-info" section: Student Login Information (spec 03 §2.2 as design §4
 * changes it): look a student up by e-mail and see the state of their sign-in, never a password;
 * issue a temporary password when they need a new one.
 */
export default function LoginInfoSection() {
  const { t } = useLingui();
  const lookup = useLoginInfo();
  const issue = useDialogTarget<TLoginInfo>();
  const { query, rows, total } = lookup;
  const more = moreText(total, rows.length);

  return (
    <>
      <Card>
        <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Box>
            <Typography
              variant="h5"
              component="h2"
              sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              <Trans>Student Login Information</Trans>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              <Trans>
                Passwords are stored only in a form nobody can read back, so they are never shown: issue a
                temporary password when a student needs a new one.
              </Trans>
            </Typography>
          </Box>
          <SearchFilterToolbar
            label={t`Search by email`}
            placeholder={t`Part of the email address`}
            search={lookup.search}
            onSearch={lookup.setSearch}
            searching={lookup.searching}
          >
            {query.isSuccess && (
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {matchesText(total)}
              </Typography>
            )}
          </SearchFilterToolbar>
          {query.isError && (
            <LoadErrorAlert
              error={query.error}
              fallback={t`Failed to load login information`}
              onRetry={() => void query.refetch()}
            />
          )}
          {query.isPending ? (
            <Stack spacing={1.5} aria-busy="true" aria-label={t`Loading login information`}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={150} />
              ))}
            </Stack>
          ) : rows.length === 0 ? (
            query.isSuccess && (
              <Typography sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                <Trans>No students found</Trans>
              </Typography>
            )
          ) : (
            <Box>
              <LinearProgress
                sx={{ visibility: query.isFetching ? 'visible' : 'hidden', mb: 1 }}
                aria-hidden={!query.isFetching}
              />
              <Stack
                component="ul"
                spacing={1.5}
                aria-label={t`Students`}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {rows.map((row) => (
                  <LoginInfoCard key={row.id} row={row} onIssue={issue.openFor} />
                ))}
              </Stack>
              {more && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
                  {more}
                </Typography>
              )}
            </Box>
          )}
        </Box>
      </Card>
      {issue.target && (
        <IssueTemporaryPasswordDialog
          key={issue.target.key}
          student={issue.target.value}
          open={issue.open}
          onClose={issue.close}
        />
      )}
    </>
  );
}
