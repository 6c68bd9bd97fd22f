import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ClassState } from './enrollMath';
import { stateTone } from './stateStyle';

const ITEMS: { state: ClassState; label: MessageDescriptor; mark?: string }[] = [
  { state: 'available', label: msg`Open` },
  { state: 'booked', label: msg`Booked by you`, mark: '✓' },
  { state: 'full', label: msg`Fully booked` },
  { state: 'notOpen', label: msg`Not yet open` },
];

/** What the colours on the calendar mean. */
export function Legend() {
  const theme = useTheme();
  const { t, i18n } = useLingui();
  return (
    <Box
      component="ul"
      aria-label={t`Legend`}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {ITEMS.map(({ state, label, mark }) => {
        const tone = stateTone(theme, state);
        return (
          <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                width: 18,
                height: 16,
                boxSizing: 'border-box',
                borderRadius: '4px',
                borderLeft: 3,
                borderColor: tone.main,
                bgcolor: tone.hover,
                color: tone.main,
                fontSize: 11,
                fontWeight: 700,
                lineHeight: '16px',
                textAlign: 'center',
              }}
            >
              {mark}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 500 }}>
              {i18n._(label)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
