import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import Email from '@mui/icons-material/Email';
import PersonSearch from '@mui/icons-material/PersonSearch';
import { Box, Button, Card, Typography } from '@mui/material';
import type { TStudentSummary } from '../../../shared/schemas/students';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { PagedCardList } from '../common/paged/PagedCardList';
import BulkEmailDialog from './BulkEmailDialog';
import { DeleteStudentDialog } from './DeleteStudentDialog';
import { useOpenStudentProfile } from './profile/StudentProfileContext';
import { SelectionBar } from './SelectionBar';
import { StudentCard } from './StudentCard';
import StudentFormDialog from './StudentFormDialog';
import { StudentToolbar } from './StudentToolbar';
import { studentCount } from './studentDisplay';
import { useBulkEmailLauncher } from './useBulkEmailLauncher';
import { useDialogTarget } from './useDialogTarget';
import { useStudentPage } from './useStudentPage';
import { useStudentSelection } from './useStudentSelection';

/** The admin shell's "students" section (spec 02 "Student management list"). */
export default function StudentManagement() {
  const { t } = useLingui();
  const list = useStudentPage();
  const selection = useStudentSelection();
  const openProfile = useOpenStudentProfile();
  const form = useDialogTarget<number | null>();
  const deletion = useDialogTarget<TStudentSummary>();
  const bulk = useBulkEmailLauncher();
  const { query, students } = list;
  const pageSelected = students.filter((s) => selection.has(s.id)).length;

  return (
    <>
      <Card>
        <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h5"
                component="h2"
                sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
              >
                <Trans>Student Management</Trans>
              </Typography>
              <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: 20 }}>
                {query.isSuccess ? studentCount(list.total) : ''}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: 'none' } }}>
              <Button
                variant="outlined"
                startIcon={<Email />}
                disabled={bulk.loading}
                onClick={() =>
                  void bulk.launch(selection.recipients, { search: list.sentSearch, status: list.filter })
                }
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                {bulk.loading ? t`Loading...` : t`Bulk Email`}
              </Button>
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => form.openFor(null)}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                <Trans>Add Student</Trans>
              </Button>
            </Box>
          </Box>
          <StudentToolbar
            search={list.search}
            onSearch={list.setSearch}
            searching={list.isSearching}
            filter={list.filter}
            onFilter={list.setFilter}
            counts={list.counts}
          />
          {query.isError && (
            <LoadErrorAlert
              error={query.error}
              fallback={t`Failed to load students`}
              onRetry={() => void query.refetch()}
            />
          )}
          <SelectionBar
            pageCount={students.length}
            pageSelected={pageSelected}
            selectedCount={selection.count}
            onSelectPage={(on) => selection.setMany(students, on)}
            onClear={selection.clear}
          />
          <PagedCardList
            items={students}
            total={list.total}
            page={list.page}
            pageSize={list.pageSize}
            onPageChange={list.setPage}
            loading={list.loading}
            label={t`Students`}
            loadingLabel={t`Loading students`}
            skeletonHeight={120}
            empty={
              <>
                <PersonSearch sx={{ fontSize: 32, color: 'action.disabled' }} />
                <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
                  <Trans>No students found</Trans>
                </Typography>
              </>
            }
            renderItem={(s) => (
              <StudentCard
                student={s}
                selected={selection.has(s.id)}
                onSelect={(student, on) => selection.setMany([student], on)}
                onView={(student) => openProfile(student.id)}
                onEdit={(student) => form.openFor(student.id)}
                onDelete={deletion.openFor}
              />
            )}
          />
        </Box>
      </Card>
      <StudentFormDialog open={form.open} studentId={form.target?.value ?? null} onClose={form.close} />
      {deletion.target && (
        <DeleteStudentDialog
          key={`delete-${deletion.target.key}`}
          student={deletion.target.value}
          open={deletion.open}
          onClose={deletion.close}
          onDeleted={selection.remove}
        />
      )}
      {bulk.target && (
        <BulkEmailDialog
          key={`bulk-${bulk.target.key}`}
          open={bulk.open}
          onClose={bulk.close}
          recipients={bulk.target.recipients}
        />
      )}
    </>
  );
}
