import { Paper, Tab, Tabs } from '@mui/material';
import type { ReactElement } from 'react';

/**
 * A section's tab strip, scrollable on a phone. Tab and panel ids are `<idPrefix>-tab-<id>` and
 * `<idPrefix>-panel-<id>`; the caller renders the panel with the matching id.
 */
export function SectionTabs<Id extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  iconFor,
}: {
  tabs: readonly { id: Id; label: string }[];
  value: Id;
  onChange: (id: Id) => void;
  label: string;
  idPrefix: string;
  /** A mark after a tab's label (say, that it has errors); none when it returns undefined. */
  iconFor?: (id: Id) => ReactElement | undefined;
}) {
  return (
    <Paper variant="outlined" sx={{ mb: 2.5 }}>
      <Tabs
        value={value}
        onChange={(_e, v: Id) => onChange(v)}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {tabs.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`${idPrefix}-tab-${t.id}`}
            aria-controls={`${idPrefix}-panel-${t.id}`}
            {...(iconFor && { icon: iconFor(t.id), iconPosition: 'end' as const })}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Paper>
  );
}
