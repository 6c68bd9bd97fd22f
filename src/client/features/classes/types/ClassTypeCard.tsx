import { Trans, useLingui } from '@lingui/react/macro';
import AccessTime from '@mui/icons-material/AccessTime';
import Edit from '@mui/icons-material/Edit';
import Sell from '@mui/icons-material/Sell';
import { Box, Button, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TClassType } from '../../../../shared/schemas/classes/class-types';
import { CatalogCard } from '../../common/CatalogCard';

/** One class type in the Class Management grid. */
export function ClassTypeCard({ classType, onEdit }: { classType: TClassType; onEdit: () => void }) {
  const { t } = useLingui();
  const name = classType.name;
  const duration = classType.duration;
  return (
    <CatalogCard
      name={classType.name}
      on={classType.isActive}
      onLabel={t`Active`}
      offLabel={t`Inactive`}
      actions={
        <Button
          size="small"
          variant="outlined"
          startIcon={<Edit />}
          onClick={onEdit}
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </Button>
      }
    >
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
          <Typography variant="body2">{t`${duration} min`}</Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Sell fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {formatMoney(classType.price)}
          </Typography>
        </Box>
      </Stack>
    </CatalogCard>
  );
}
