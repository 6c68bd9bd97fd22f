import { Box, Tab, Tabs } from '@mui/material';
import { PolicyFields } from './PolicyFields';
import { StudentViewPreview } from './StudentViewPreview';
import type { SettingsValues } from './settingsFormModel';
import type { PoliciesForm } from './usePoliciesForm';

export type PoliciesView = 'edit' | 'preview';

/** Policies: the policy fields, or the Student View Preview of the unsaved forms. */
export function PoliciesTab({
  form,
  settings,
  view,
  onView,
}: {
  form: PoliciesForm;
  settings: SettingsValues;
  view: PoliciesView;
  onView: (view: PoliciesView) => void;
}) {
  return (
    <Box>
      <Tabs
        value={view}
        onChange={(_e, v: PoliciesView) => onView(v)}
        aria-label="Policies views"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40, textTransform: 'none' } }}
      >
        <Tab value="edit" label="Policy Settings" id="policies-view-edit" aria-controls="policies-panel" />
        <Tab
          value="preview"
          label="Student View Preview"
          id="policies-view-preview"
          aria-controls="policies-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="policies-panel" aria-labelledby={`policies-view-${view}`}>
        {view === 'edit' ? (
          <PolicyFields form={form} />
        ) : (
          <StudentViewPreview policy={form.values} settings={settings} />
        )}
      </Box>
    </Box>
  );
}
