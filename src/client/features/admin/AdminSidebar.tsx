import { Trans, useLingui } from '@lingui/react/macro';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, Typography } from '@mui/material';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '../../lib/uiConstants';
import { ADMIN_SECTIONS, type AdminSectionId } from './adminSections';
import { SECTION_ICONS } from './navIcons';
import { SECTION_LABELS } from './sectionLabels';

/** Desktop: a fixed 64 px icon rail that widens to 192 px with labels while hovered. */
export function AdminSidebar({
  active,
  onSelect,
}: {
  active: AdminSectionId;
  onSelect: (id: AdminSectionId) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Box
      component="nav"
      aria-label={t`Admin sections`}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.drawer,
        width: SIDEBAR_COLLAPSED_PX,
        overflow: 'hidden',
        bgcolor: '#111827',
        color: '#e5e7eb',
        transition: 'width 150ms ease',
        '&:hover': { width: SIDEBAR_EXPANDED_PX },
        '&:hover .label': { opacity: 1 },
      }}
    >
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: 2.5, whiteSpace: 'nowrap' }}>
        <Typography className="label" sx={{ fontWeight: 700, opacity: 0, transition: 'opacity 150ms' }}>
          <Trans>Admin Panel</Trans>
        </Typography>
      </Box>
      {ADMIN_SECTIONS.map((s) => {
        const isActive = s.id === active;
        return (
          <ButtonBase
            key={s.id}
            aria-label={i18n._(SECTION_LABELS[s.id])}
            aria-current={isActive ? 'page' : undefined}
            onClick={() => onSelect(s.id)}
            sx={{
              width: SIDEBAR_EXPANDED_PX,
              height: 44,
              justifyContent: 'flex-start',
              gap: 2,
              px: 2.5,
              whiteSpace: 'nowrap',
              bgcolor: isActive ? 'rgba(99,102,241,0.35)' : 'transparent',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            {SECTION_ICONS[s.id]}
            <Typography
              className="label"
              variant="body2"
              sx={{ opacity: 0, transition: 'opacity 150ms', flexGrow: 1, textAlign: 'left' }}
            >
              {i18n._(SECTION_LABELS[s.id])}
            </Typography>
            {isActive && <ChevronRight className="label" fontSize="small" sx={{ opacity: 0, mr: 1 }} />}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
