import { useLingui } from '@lingui/react/macro';
import Menu from '@mui/icons-material/Menu';
import { Box, Button, Collapse, IconButton, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { ADMIN_SECTIONS, type AdminSectionId } from './adminSections';
import { SECTION_ICONS } from './navIcons';
import { SECTION_LABELS } from './sectionLabels';

/** Under 768 px: a bar with the active section's label and a two-column grid of sections. */
export function AdminMobileNav({
  active,
  onSelect,
}: {
  active: AdminSectionId;
  onSelect: (id: AdminSectionId) => void;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const label = i18n._(SECTION_LABELS[active]);
  return (
    <Paper square elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{label}</Typography>
        <IconButton
          aria-label={t`Toggle navigation`}
          aria-expanded={open}
          aria-controls="admin-mobile-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <Menu />
        </IconButton>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box
          component="nav"
          id="admin-mobile-nav"
          aria-label={t`Admin sections`}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, p: 2, pt: 0 }}
        >
          {ADMIN_SECTIONS.map((s) => (
            <Button
              key={s.id}
              variant={s.id === active ? 'contained' : 'outlined'}
              startIcon={SECTION_ICONS[s.id]}
              aria-current={s.id === active ? 'page' : undefined}
              onClick={() => {
                onSelect(s.id);
                setOpen(false);
              }}
              sx={{ justifyContent: 'flex-start' }}
            >
              {i18n._(SECTION_LABELS[s.id])}
            </Button>
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
