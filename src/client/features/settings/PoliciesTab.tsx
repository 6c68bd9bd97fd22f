import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Box>
      <Tabs
        value={view}
        onChange={(_e, v: PoliciesView) => onView(v)}
        aria-label={t`Policies views`}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40, textTransform: 'none' } }}
      >
        <Tab value="edit" label={t`Policy Settings`} id="policies-view-edit" aria-controls="policies-panel" />
        <Tab
          value="preview"
          label={t`Student View Preview`}
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
