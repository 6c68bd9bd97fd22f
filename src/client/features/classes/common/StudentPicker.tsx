import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Box, createFilterOptions, TextField, Typography } from '@mui/material';
import type { TStudentOption } from '../../../../shared/schemas/students';

/** Long studios have thousands of students: show the first matches only, searchable by name or e-mail. */
const filterStudents = createFilterOptions<TStudentOption>({
  limit: 50,
  stringify: (s) => `${s.name} ${s.email}`,
});

/** A student's account status as the option shows it. */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg`active`,
  inactive: msg`inactive`,
  pending: msg`pending`,
};

/** A searchable student select labelled "Student". */
export function StudentPicker({
  students,
  value,
  onChange,
  loading,
  error,
  disabled,
}: {
  students: TStudentOption[];
  value: TStudentOption | null;
  onChange: (student: TStudentOption | null) => void;
  loading?: boolean;
  error?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const statusOf = (status: string) => (STATUS_LABELS[status] ? i18n._(STATUS_LABELS[status]) : status);
  return (
    <Autocomplete
      options={students}
      value={value}
      onChange={(_e, next) => onChange(next)}
      filterOptions={filterStudents}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      disabled={disabled}
      noOptionsText={t`No students available`}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={option.id} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {option.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {option.email}
                {option.status !== 'active' ? ` · ${statusOf(option.status)}` : ''}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t`Student`}
          placeholder={t`Search by name or email`}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
