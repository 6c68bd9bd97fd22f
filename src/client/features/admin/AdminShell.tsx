import { useLingui } from '@lingui/react/macro';
import { Box, Container, Typography } from '@mui/material';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SIDEBAR_COLLAPSED_PX } from '../../lib/uiConstants';
import { useIsMobile } from '../../lib/useIsMobile';
import { AdminHeader } from '../common/AdminHeader';
import { StudentProfileProvider } from '../students/profile/StudentProfileContext';
import { AdminLocale } from './AdminLocale';
import { AdminMobileNav } from './AdminMobileNav';
import { AdminSidebar } from './AdminSidebar';
import { ADMIN_SECTION_IDS, type AdminSectionId } from './adminSections';
import { SECTION_LABELS } from './sectionLabels';
import { SECTION_CONTENT } from './sections';

function useActiveSection(): [AdminSectionId, (id: AdminSectionId) => void] {
  const search = useSearch({ strict: false }) as { section?: string };
  const navigate = useNavigate();
  const active = (ADMIN_SECTION_IDS as readonly string[]).includes(search.section ?? '')
    ? (search.section as AdminSectionId)
    : 'dashboard';
  return [
    active,
    (section) => void navigate({ to: '/', search: section === 'dashboard' ? {} : { section } }),
  ];
}

/** The administrator's dashboard: twelve sections behind a sidebar (desktop) or a menu (mobile). */
export default function AdminShell() {
  const { i18n } = useLingui();
  const isMobile = useIsMobile();
  const [active, select] = useActiveSection();
  const label = i18n._(SECTION_LABELS[active]);
  const Content = SECTION_CONTENT[active];
  return (
    <AdminLocale>
      <StudentProfileProvider>
        <Box
          sx={{
            minHeight: '100dvh',
            bgcolor: 'background.default',
            pl: isMobile ? 0 : `${SIDEBAR_COLLAPSED_PX}px`,
          }}
        >
          {!isMobile && <AdminSidebar active={active} onSelect={select} />}
          <AdminHeader onSettings={() => select('settings')} />
          {isMobile && <AdminMobileNav active={active} onSelect={select} />}
          <Container maxWidth="xl" sx={{ py: 3 }}>
            <Typography variant="h4" component="h1" gutterBottom>
              {label}
            </Typography>
            {Content && <Content />}
          </Container>
        </Box>
      </StudentProfileProvider>
    </AdminLocale>
  );
}
