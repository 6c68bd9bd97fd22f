import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { SectionTabs } from '../common/SectionTabs';
import { BusinessTab } from './BusinessTab';
import { ExportTab } from './ExportTab';
import { FinancialTab } from './FinancialTab';
import { ImportTab } from './ImportTab';
import { IntegrationTab } from './IntegrationTab';
import { PoliciesTab, type PoliciesView } from './PoliciesTab';
import { SaveBar } from './SaveBar';
import type { SettingsTabId } from './settingsFormModel';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { usePoliciesForm } from './usePoliciesForm';
import { type SettingsForm, useSettingsForm } from './useSettingsForm';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

type TabId = SettingsTabId | 'policies' | 'import' | 'export';

const TABS: { id: TabId; label: MessageDescriptor }[] = [
  { id: 'business', label: msg`Business` },
  { id: 'financial', label: msg`Financial` },
  { id: 'integration', label: msg`Integration` },
  { id: 'policies', label: msg`Policies` },
  { id: 'import', label: msg`Import` },
  { id: 'export', label: msg`Export` },
];

const SETTINGS_TAB_CONTENT: Record<SettingsTabId, (props: { form: SettingsForm }) => ReactNode> = {
  business: BusinessTab,
  financial: FinancialTab,
  integration: IntegrationTab,
};

const FIX_FIELDS = msg`Fix the fields marked in red before saving.`;

const submitted = (handler: () => void) => (e: FormEvent) => {
  e.preventDefault();
  handler();
};

/**
 * The administrator's Settings section (spec 03 §2.9): Business, Financial and Integration share one
 * settings form and one Save; Policies has its own form and a Student View Preview. Both forms live
 * here, above the tabs, so unsaved changes survive switching tabs; leaving with changes asks first.
 */
export default function SettingsScreen() {
  const { i18n, t } = useLingui();
  const settings = useSettingsForm();
  const policies = usePoliciesForm();
  const [tab, setTab] = useState<TabId>('business');
  const [policiesView, setPoliciesView] = useState<PoliciesView>('edit');
  const [refused, setRefused] = useState<{ settings: boolean; policies: boolean }>({
    settings: false,
    policies: false,
  });
  const dirty =
    (settings.status === 'ready' && settings.dirty) || (policies.status === 'ready' && policies.dirty);
  const blocker = useUnsavedChangesGuard(dirty);

  if (settings.status === 'error' || policies.status === 'error') {
    const retry = () => {
      if (settings.status === 'error') settings.retry();
      if (policies.status === 'error') policies.retry();
    };
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>We could not load the settings.</Trans>
      </Alert>
    );
  }
  if (settings.status === 'loading' || policies.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t`Loading settings`} />
      </Box>
    );
  }

  const policiesInvalid = Object.keys(policies.errors).length > 0;
  const hasErrors = (id: TabId) =>
    id === 'import' || id === 'export'
      ? false
      : id === 'policies'
        ? policiesInvalid
        : settings.invalidTabs.includes(id);

  const saveSettings = () => {
    const accepted = settings.save();
    setRefused((r) => ({ ...r, settings: !accepted }));
    const firstInvalid = settings.invalidTabs[0];
    if (!accepted && firstInvalid) setTab(firstInvalid);
  };
  const savePolicies = () => {
    const accepted = policies.save();
    setRefused((r) => ({ ...r, policies: !accepted }));
    if (!accepted) setPoliciesView('edit');
  };

  const SettingsTab =
    tab === 'policies' || tab === 'import' || tab === 'export' ? null : SETTINGS_TAB_CONTENT[tab];

  return (
    <Box sx={{ minWidth: 0 }}>
      <SectionTabs
        tabs={TABS.map((entry) => ({ id: entry.id, label: i18n._(entry.label) }))}
        value={tab}
        onChange={setTab}
        label={t`Settings sections`}
        idPrefix="settings"
        iconFor={(id) =>
          hasErrors(id) ? <ErrorOutline color="error" fontSize="small" aria-hidden /> : undefined
        }
      />

      <Box role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'import' ? (
          <ImportTab />
        ) : tab === 'export' ? (
          <ExportTab />
        ) : SettingsTab ? (
          <Box component="form" noValidate onSubmit={submitted(saveSettings)}>
            <SettingsTab form={settings} />
            <SaveBar
              label={t`Save Settings`}
              dirty={settings.dirty}
              saving={settings.saving}
              problem={refused.settings && settings.invalidTabs.length > 0 ? i18n._(FIX_FIELDS) : null}
            />
          </Box>
        ) : (
          <Box component="form" noValidate onSubmit={submitted(savePolicies)}>
            <PoliciesTab
              form={policies}
              settings={settings.values}
              view={policiesView}
              onView={setPoliciesView}
            />
            <SaveBar
              label={t`Save Policies`}
              dirty={policies.dirty}
              saving={policies.saving}
              problem={refused.policies && policiesInvalid ? i18n._(FIX_FIELDS) : null}
            />
          </Box>
        )}
      </Box>

      <UnsavedChangesDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Box>
  );
}
