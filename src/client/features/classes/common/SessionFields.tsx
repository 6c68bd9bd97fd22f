import { useLingui } from '@lingui/react/macro';
import { Grid, TextField, type TextFieldProps } from '@mui/material';
import { CapacityField, capacityHint } from './CapacityField';
import { TimeRangeFields } from './TimeRangeFields';

const HALF = { xs: 12, sm: 6 } as const;

type SessionKey = 'startTime' | 'endTime' | 'location' | 'maxStudents';

/**
 * When and where a class meets: start and end time, location and capacity, as four half-width items
 * of a Grid container. `text` binds a field by name (useZodForm's `text`).
 */
export function SessionFields({ text }: { text: (key: SessionKey, helper?: string) => TextFieldProps }) {
  const { t } = useLingui();
  return (
    <>
      <TimeRangeFields start={text('startTime')} end={text('endTime')} />
      <Grid size={HALF}>
        <TextField
          label={t`Location`}
          required
          fullWidth
          placeholder={t`e.g. Studio A`}
          {...text('location')}
        />
      </Grid>
      <Grid size={HALF}>
        <CapacityField {...text('maxStudents', capacityHint())} />
      </Grid>
    </>
  );
}
