import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type NavLabels, StepArrows, type StepNav } from './StepArrows';

export type PeriodView = 'month' | 'week' | 'day' | 'list';

const VIEW_LABELS: Record<PeriodView, MessageDescriptor> = {
  month: msg`Month`,
  week: msg`Week`,
  day: msg`Day`,
  list: msg`List`,
};

/**
 * Previous / Today / Next, the period's title and the view switch (Month / Week / … in the order
 * given). Without `nav` (a view with no periods) only the title and the switch show.
 */
export function PeriodToolbar<V extends PeriodView>({
  title,
  views,
  view,
  onView,
  nav,
}: {
  title: string;
  views: readonly V[];
  view: V;
  onView: (view: V) => void;
  nav?: StepNav & NavLabels & { onToday: () => void };
}) {
  const { t, i18n } = useLingui();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 40 }}>
        {nav && (
          <StepArrows nav={nav}>
            <Button variant="outlined" size="small" onClick={nav.onToday}>
              <Trans>Today</Trans>
            </Button>
          </StepArrows>
        )}
        <Typography variant="h6" component="h3" aria-live="polite" sx={{ ml: nav ? 1 : 0, fontWeight: 700 }}>
          {title}
        </Typography>
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_e, next: V | null) => next && onView(next)}
        aria-label={t`Calendar view`}
      >
        {views.map((v) => (
          <ToggleButton key={v} value={v} sx={{ px: 2.25 }}>
            {i18n._(VIEW_LABELS[v])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
