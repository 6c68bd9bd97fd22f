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
  const types = useQuery(trpc.classes.listTypes.queryOptions());
  const [editing, setEditing] = useState<TClassType | null>(null);

  if (types.isError)
    return <Alert severity="error">{errorMessage(types.error, 'Failed to load class types')}</Alert>;
  if (types.isPending) {
    return (
      <Grid container spacing={2} aria-label="Loading class types">
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
            No class types yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Create a class type before you schedule classes.
          </Typography>
          <Button variant="contained" startIcon={<Add />} component={Link} to="/create-class-type">
            Create Class Type
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <Grid container spacing={2}>
        {types.data.map((t) => (
          <Grid key={t.id} size={GRID_ITEM}>
            <ClassTypeCard classType={t} onEdit={() => setEditing(t)} />
          </Grid>
        ))}
      </Grid>
      <ClassTypeEditDialog classType={editing} onClose={() => setEditing(null)} />
    </>
  );
}
