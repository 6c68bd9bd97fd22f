import HowToReg from '@mui/icons-material/HowToReg';
import { ButtonLink } from '../classes/types/routerLinks';

/** Opens the check-in screen of one class (/check-in/{id}). */
export function CheckInButton({ classInstanceId }: { classInstanceId: number }) {
  return (
    <ButtonLink
      to="/check-in/$classInstanceId"
      params={{ classInstanceId: String(classInstanceId) }}
      variant="outlined"
      startIcon={<HowToReg />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Check In
    </ButtonLink>
  );
}
