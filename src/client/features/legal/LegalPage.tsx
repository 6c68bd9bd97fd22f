import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** Terms of service and privacy policy share one layout; their words live in data files. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, sm: 4 } }}>
      <Container maxWidth="md">
        <Button component={Link} to="/" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          Back
        </Button>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {document.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Last updated {document.updated}
          </Typography>
          <Typography sx={{ mb: 3 }}>{document.intro}</Typography>
          {document.sections.map((section, i) => (
            <Box component="section" key={section.heading} sx={{ mb: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {i + 1}. {section.heading}
              </Typography>
              {section.paragraphs.map((p) => (
                <Typography key={p.slice(0, 40)} sx={{ mb: 1 }}>
                  {p}
                </Typography>
              ))}
            </Box>
          ))}
        </Paper>
      </Container>
    </Box>
  );
}
