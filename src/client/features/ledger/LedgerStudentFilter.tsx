import { Autocomplete, Box, createFilterOptions, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TStudentOption } from '../../../shared/schemas/students';
import { trpc } from '../../lib/trpc';

export const ALL_STUDENTS = 'All students';

/** Studios can have thousands of students: the first matches only, by name or e-mail. */
const filterStudents = createFilterOptions<TStudentOption>({
  limit: 50,
  stringify: (s) => `${s.name} ${s.email}`,
});

/** The Student filter: one student, or none for "All students" (cleared with the cross). */
export function LedgerStudentFilter({
  studentId,
  onChange,
}: {
  studentId: number | null;
  onChange: (studentId: number | null) => void;
}) {
  const students = useQuery(trpc.students.options.queryOptions());
  const options = students.data ?? [];
  const value = studentId === null ? null : (options.find((s) => s.id === studentId) ?? null);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      onChange={(_e, next) => onChange(next?.id ?? null)}
      filterOptions={filterStudents}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={students.isPending}
      noOptionsText="No students found"
      clearText="Show all students"
      renderOption={(props, option) => {
        const { key: _key, ...rest } = props;
        return (
          <Box component="li" key={option.id} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {option.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {option.email}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Student"
          placeholder={ALL_STUDENTS}
          error={students.isError}
          helperText={students.isError ? 'Could not load the students' : undefined}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
