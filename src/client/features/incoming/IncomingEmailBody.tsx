import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import type { TIncomingEmailDetail } from '../../../shared/schemas/inbox';
import { SandboxedHtml } from '../email/SandboxedHtml';

type View = 'html' | 'text';

/**
 * The message's HTML (the server's sanitised copy, in a frame where nothing runs or loads from
 * elsewhere) or its text; the HTML first when there is one.
 */
export function IncomingEmailBody({ email }: { email: TIncomingEmailDetail }) {
  const [view, setView] = useState<View>(email.bodyHtml ? 'html' : 'text');
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs value={view} onChange={(_e, v: View) => setView(v)} aria-label="Message body">
        <Tab value="html" label="HTML" disabled={!email.bodyHtml} />
        <Tab value="text" label="Plain text" />
      </Tabs>
      <Box sx={{ pt: 1.5 }}>
        {view === 'html' && email.bodyHtml ? (
          <SandboxedHtml html={email.bodyHtml} title="Email as received (HTML)" height={360} />
        ) : (
          <Box
            component="pre"
            aria-label="Email as received (plain text)"
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
            {email.body || '(no text)'}
          </Box>
        )}
      </Box>
    </Box>
  );
}
