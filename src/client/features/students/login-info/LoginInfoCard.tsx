import { Trans, useLingui } from '@lingui/react/macro';
import LockReset from '@mui/icons-material/LockReset';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import type { TLoginInfo } from '../../../../shared/schemas/students';
import { StudentStatusChip } from '../StudentStatusChip';
import { loginFacts, needsPasswordText } from './loginInfoModel';

/** One student's sign-in: whether a password is set and when, last sign-in, Google, sessions. */
export function LoginInfoCard({ row, onIssue }: { row: TLoginInfo; onIssue: (row: TLoginInfo) => void }) {
  const { t } = useLingui();
  const needsPassword = needsPasswordText(row);
  const name = row.name;
  return (
    <Card component="li" variant="outlined" aria-label={row.name} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {row.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Typography>
        </Box>
        <StudentStatusChip status={row.status} />
      </Box>
      {needsPassword && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {needsPassword}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // A phone reads label | value rows; wider screens set the facts side by side.
          gridTemplateColumns: {
            xs: 'max-content minmax(0, 1fr)',
            sm: 'repeat(auto-fill, minmax(11rem, 1fr))',
          },
          columnGap: 2,
          rowGap: { xs: 0.5, sm: 1 },
          alignItems: 'baseline',
          my: 1.5,
          '& > div': { display: { xs: 'contents', sm: 'block' } },
          '& dt': { typography: 'caption', color: 'text.secondary' },
          '& dd': { typography: 'body2', m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {loginFacts(row).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<LockReset />}
        onClick={() => onIssue(row)}
        aria-label={t`Issue temporary password for ${name}`}
      >
        <Trans>Issue temporary password</Trans>
      </Button>
    </Card>
  );
}
