import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Box, createFilterOptions, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TStudentOption } from '../../../shared/schemas/students';
import { trpc } from '../../lib/trpc';

/** Studios can have thousands of students: the first matches only, by name or e-mail. */
const filterStudents = createFilterOptions<TStudentOption>({
  limit: 50,
  stringify: (s) => `${s.name} ${s.email}`,
});

export interface StudentPickerProps {
  studentId: number | null;
  onChange: (studentId: number | null) => void;
  label?: string;
  placeholder?: string;
  required?: boolean;
  /** A validation message shown under the field. */
  error?: string | null;
  clearText?: string;
  disabled?: boolean;
}

/** Picks one student by name or e-mail (the students.options list), or none. */
export function StudentPicker({
  studentId,
  onChange,
  label,
  placeholder,
  required,
  error,
  clearText,
  disabled,
}: StudentPickerProps) {
  const { t } = useLingui();
  const students = useQuery(trpc.students.options.queryOptions());
  const options = students.data ?? [];
  const value = studentId === null ? null : (options.find((s) => s.id === studentId) ?? null);
  const message = students.isError ? t`Could not load the students` : error;
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
      disabled={disabled}
      noOptionsText={t`No students found`}
      clearText={clearText ?? t`Clear`}
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
          label={label ?? t`Student`}
          required={required}
          placeholder={placeholder}
          error={Boolean(message)}
          helperText={message || undefined}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
