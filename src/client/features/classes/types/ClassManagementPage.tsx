import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import EventNote from '@mui/icons-material/EventNote';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ProductsPanel } from '../../products/ProductsPanel';
import { ScheduledClassesPanel } from '../schedules/ScheduledClassesPanel';
import { ClassTypesGrid } from './ClassTypesGrid';

function Section({
  title,
  subtitle,
  action,
  children,
}: {
  title: string;
  subtitle: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </Box>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** /admin/classes: the class types grid, the class packs and memberships, then every schedule. */
export default function ClassManagementPage() {
  const { t } = useLingui();
  const [creatingProduct, setCreatingProduct] = useState(false);
  return (
    <Stack spacing={5}>
      <Section
        title={t`Class Types`}
        subtitle={t`What you teach, how long it runs and what it costs.`}
        action={
          <Button variant="contained" startIcon={<Add />} component={Link} to="/create-class-type">
            <Trans>New Class Type</Trans>
          </Button>
        }
      >
        <ClassTypesGrid />
      </Section>
      <Section
        title={t`Class Packs & Memberships`}
        subtitle={t`What students buy besides single classes: a card of classes, or a monthly membership.`}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreatingProduct(true)}>
            <Trans>New Product</Trans>
          </Button>
        }
      >
        <ProductsPanel creating={creatingProduct} setCreating={setCreatingProduct} />
      </Section>
      <Section
        title={t`Scheduled Classes`}
        subtitle={t`Weekly schedules. Open one to change its details.`}
        action={
          <Button variant="outlined" startIcon={<EventNote />} component={Link} to="/schedule">
            <Trans>Manage Schedules</Trans>
          </Button>
        }
      >
        <ScheduledClassesPanel />
      </Section>
    </Stack>
  );
}
