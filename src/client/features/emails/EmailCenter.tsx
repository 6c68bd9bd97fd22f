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

const TABS: { id: TabId; label: string }[] = [
  { id: 'templates', label: 'Templates' },
  { id: 'compose', label: 'Compose' },
  { id: 'sent', label: 'Sent Emails' },
  { id: 'settings', label: 'Settings' },
];

/**
 * The administrator's Email section (spec 03 §2.6): the template library, Compose with placeholders
 * and a live preview, Sent Emails with the true status of each message, and the real mail status.
 * The compose draft lives here, so it survives switching tabs.
 */
export default function EmailCenter() {
  const [tab, setTab] = useState<TabId>('templates');
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
      <SectionTabs tabs={TABS} value={tab} onChange={setTab} label="Email Center" idPrefix="email" />
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
