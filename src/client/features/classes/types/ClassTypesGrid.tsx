import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TClassType } from '../../../../shared/schemas/classes/class-types';
import { errorMessage, trpc } from '../../../lib/trpc';
import { ClassTypeCard } from './ClassTypeCard';
import { ClassTypeEditDialog } from './ClassTypeEditDialog';

const GRID_ITEM = { xs: 12, sm: 6, md: 4 } as const;

/** Every class type, active or not, with its edit dialog. */
export function ClassTypesGrid() {
  const { t } = useLingui();
  const types = useQuery(trpc.classes.listTypes.queryOptions());
  const [editing, setEditing] = useState<TClassType | null>(null);

  if (types.isError)
    return <Alert severity="error">{errorMessage(types.error, t`Failed to load class types`)}</Alert>;
  if (types.isPending) {
    return (
      <Grid container spacing={2} aria-label={t`Loading class types`}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={GRID_ITEM}>
            <Skeleton variant="rounded" height={180} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (types.data.length === 0) {
    return (
      <Card sx={{ textAlign: 'center' }}>
        <CardContent sx={{ py: 5 }}>
          <Typography variant="h6" component="p" gutterBottom>
            <Trans>No class types yet</Trans>
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <Trans>Create a class type before you schedule classes.</Trans>
          </Typography>
          <Button variant="contained" startIcon={<Add />} component={Link} to="/create-class-type">
            <Trans>Create Class Type</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <Grid container spacing={2}>
        {types.data.map((type) => (
          <Grid key={type.id} size={GRID_ITEM}>
            <ClassTypeCard classType={type} onEdit={() => setEditing(type)} />
          </Grid>
        ))}
      </Grid>
      <ClassTypeEditDialog classType={editing} onClose={() => setEditing(null)} />
    </>
  );
}
