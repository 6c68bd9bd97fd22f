import AccessTime from '@mui/icons-material/AccessTime';
import Edit from '@mui/icons-material/Edit';
import Sell from '@mui/icons-material/Sell';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TClassType } from '../../../../shared/schemas/classes/class-types';

/** One class type in the Class Management grid. */
export function ClassTypeCard({ classType, onEdit }: { classType: TClassType; onEdit: () => void }) {
  return (
    <Card
      component="article"
      aria-label={classType.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: classType.isActive ? 1 : 0.8 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography
            variant="h6"
            component="h3"
            sx={{ fontWeight: 600, lineHeight: 1.3, wordBreak: 'break-word' }}
          >
            {classType.name}
          </Typography>
          <Chip
            size="small"
            label={classType.isActive ? 'Active' : 'Inactive'}
            color={classType.isActive ? 'success' : 'default'}
            variant={classType.isActive ? 'outlined' : 'filled'}
          />
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            mb: 2,
          }}
        >
          {classType.description}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ color: 'text.secondary' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTime fontSize="small" />
            <Typography variant="body2">{classType.duration} min</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Sell fontSize="small" />
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {formatMoney(classType.price)}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Edit />}
          onClick={onEdit}
          aria-label={`Edit ${classType.name}`}
        >
          Edit
        </Button>
      </CardActions>
    </Card>
  );
}
