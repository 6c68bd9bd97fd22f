import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useArea } from '../../i18n/language';
import { FullPageSpinner } from '../common/FullPageSpinner';

/** A text of a document: already in the page's language, or a message shown in it. */
export type LegalText = string | MessageDescriptor;

export interface LegalDocument {
  title: LegalText;
  updated: LegalText;
  intro: LegalText;
  sections: { heading: LegalText; paragraphs: LegalText[] }[];
}

/** Terms of service and privacy policy share one layout; their words live in data files. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { i18n } = useLingui();
  // The policies' long texts are their own catalogue, loaded with the page (decision 041).
  const ready = useArea('legal');
  if (!ready) return <FullPageSpinner />;
  const text = (value: LegalText) => (typeof value === 'string' ? value : i18n._(value));
  const updated = text(document.updated);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, sm: 4 } }}>
      <Container maxWidth="md">
        <Button component={Link} to="/" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          <Trans>Back</Trans>
        </Button>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {text(document.title)}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            <Trans>Last updated {updated}</Trans>
          </Typography>
          <Typography sx={{ mb: 3 }}>{text(document.intro)}</Typography>
          {document.sections.map((section, i) => {
            const heading = text(section.heading);
            return (
              <Box component="section" key={heading} sx={{ mb: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {i + 1}. {heading}
                </Typography>
                {section.paragraphs.map(text).map((p) => (
                  <Typography key={p.slice(0, 40)} sx={{ mb: 1 }}>
                    {p}
                  </Typography>
                ))}
              </Box>
            );
          })}
        </Paper>
      </Container>
    </Box>
  );
}
