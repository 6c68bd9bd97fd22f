import { Box } from '@mui/material';
import { emailDocument } from './emailDocument';

/**
 * An e-mail's HTML in a frame where nothing can run (`sandbox=""`: no scripts, forms, pop-ups or
 * same-origin access) — what the recipient sees, without trusting it.
 */
export function SandboxedHtml({
  html,
  title,
  height = 320,
}: {
  html: string;
  title: string;
  height?: number;
}) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={emailDocument(html)}
      referrerPolicy="no-referrer"
      sx={{
        display: 'block',
        width: '100%',
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}
