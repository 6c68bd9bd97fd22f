import { useLingui } from '@lingui/react/macro';
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { SandboxedHtml } from './SandboxedHtml';

type View = 'html' | 'text';

/**
 * A message's HTML (already sanitised by the server, in a frame where nothing runs or loads from
 * elsewhere) or its plain text, the HTML first when there is one. `as` names it: "Email as sent",
 * "Email as received".
 */
export function EmailBodyTabs({
  html,
  text,
  as,
}: {
  html: string | null;
  text: string;
  as: 'sent' | 'received';
}) {
  const { t } = useLingui();
  const [view, setView] = useState<View>(html ? 'html' : 'text');
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs value={view} onChange={(_e, v: View) => setView(v)} aria-label={t`Message body`}>
        <Tab value="html" label={t`HTML`} disabled={!html} />
        <Tab value="text" label={t`Plain text`} />
      </Tabs>
      <Box sx={{ pt: 1.5 }}>
        {view === 'html' && html ? (
          <SandboxedHtml
            html={html}
            title={as === 'sent' ? t`Email as sent (HTML)` : t`Email as received (HTML)`}
            height={360}
          />
        ) : (
          <Box
            component="pre"
            aria-label={as === 'sent' ? t`Email as sent (plain text)` : t`Email as received (plain text)`}
            sx={{
              m: 0,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'grey.50',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              fontSize: 14,
              maxHeight: 360,
              overflow: 'auto',
            }}
          >
            {text || t`(no text)`}
          </Box>
        )}
      </Box>
    </Box>
  );
}
