import { Trans } from '@lingui/react/macro';
import HowToReg from '@mui/icons-material/HowToReg';
import { ButtonLink } from '../../common/routerLinks';

/** Opens the check-in screen of one class (/check-in/{id}). */
export function CheckInButton({
  classInstanceId,
  size,
}: {
  classInstanceId: number;
  size?: 'small' | 'medium';
}) {
  return (
    <ButtonLink
      to="/check-in/$classInstanceId"
      params={{ classInstanceId: String(classInstanceId) }}
      variant="outlined"
      size={size}
      startIcon={<HowToReg />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      <Trans>Check In</Trans>
    </ButtonLink>
  );
}
