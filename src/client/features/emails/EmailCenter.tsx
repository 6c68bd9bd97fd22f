import { useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';
import { useState } from 'react';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { SectionTabs } from '../common/SectionTabs';
import { ComposeTab } from './ComposeTab';
import { MailSettingsTab } from './MailSettingsTab';
import { SentEmailsTab } from './SentEmailsTab';
import { TemplateFormDialog } from './TemplateFormDialog';
import { TemplateLibrary } from './TemplateLibrary';
import { useComposeState } from './useComposeState';
import { useDeliveryFollower } from './useDeliveryFollower';
import { useTemplateDialogs } from './useTemplateDialogs';
import { useTemplateMutations } from './useTemplateMutations';
import { useTemplates } from './useTemplates';

type TabId = 'templates' | 'compose' | 'sent' | 'settings';

/**
 * The administrator's Email section (spec 03 §2.6): the template library, Compose with placeholders
 * and a live preview, Sent Emails with the true status of each message, and the real mail status.
 * The compose draft lives here, so it survives switching tabs.
 */
export default function EmailCenter() {
  const { t } = useLingui();
  const [tab, setTab] = useState<TabId>('templates');
  const tabs: { id: TabId; label: string }[] = [
    { id: 'templates', label: t`Templates` },
    { id: 'compose', label: t`Compose` },
    { id: 'sent', label: t`Sent Emails` },
    { id: 'settings', label: t`Settings` },
  ];
  const compose = useComposeState();
  const follower = useDeliveryFollower();
  const { templates, loading, error } = useTemplates();
  const dialogs = useTemplateDialogs();
  const mutations = useTemplateMutations();

  const composeWith = (template: TEmailTemplate) => {
    compose.applyTemplate(template);
    setTab('compose');
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <SectionTabs tabs={tabs} value={tab} onChange={setTab} label={t`Email Center`} idPrefix="email" />
      <Box role="tabpanel" id={`email-panel-${tab}`} aria-labelledby={`email-tab-${tab}`}>
        {tab === 'templates' && (
          <TemplateLibrary
            templates={templates}
            loading={loading}
            error={error}
            onUse={composeWith}
            onEdit={dialogs.edit}
            onCreate={dialogs.create}
          />
        )}
        {tab === 'compose' && (
          <ComposeTab
            compose={compose}
            templates={templates}
            templatesLoading={loading}
            follower={follower}
          />
        )}
        {tab === 'sent' && <SentEmailsTab />}
        {tab === 'settings' && <MailSettingsTab />}
      </Box>
      <TemplateFormDialog target={dialogs.form} mutations={mutations} onClose={dialogs.closeForm} />
    </Box>
  );
}
