import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { formatDate } from '../../../../shared/dates';
import { passClassesLeft, passForClass, type TStudentPass } from '../../../../shared/schemas/products';

type ClassFacts = { classTypeId: number; classDate: string };

/** Why a pass cannot pay for this class, in the student's words. */
export function whyPassNotUsable(p: TStudentPass, cls: ClassFacts, today: string): string {
  if (p.classesLeft === 0) return 'no classes left';
  if (p.expiresOn !== null && p.expiresOn < today) return `expired on ${formatDate(p.expiresOn)}`;
  if (p.expiresOn !== null && p.expiresOn < cls.classDate)
    return `valid until ${formatDate(p.expiresOn)}, before this class`;
  return 'not for this kind of class';
}

/**
 * What the booking dialog says about class packs: which pass this booking will use, or, for a student
 * who holds packs, why none can and that the class is charged. Nothing for a student without packs.
 */
export function PassNote({
  passes,
  cls,
  today,
}: {
  passes: readonly TStudentPass[];
  cls: ClassFacts;
  today: string;
}) {
  if (passes.length === 0) return null;
  const pass = passForClass(passes, cls);
  if (pass) {
    const until = pass.expiresOn
      ? `valid until ${formatDate(pass.expiresOn)}`
      : `valid ${pass.validityCount} ${pass.validityUnit}${pass.validityCount === 1 ? '' : 's'} from this class`;
    return (
      <Alert severity="success" icon={<ConfirmationNumberOutlined />} role="note" aria-label="Class Pack">
        <AlertTitle>Uses your {pass.name}</AlertTitle>
        Nothing to pay for this class: {passClassesLeft(pass.classesLeft - 1)} after this booking, {until}.
        Cancel in time and the class goes back to the pack.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="note" aria-label="Class Pack">
      <AlertTitle>None of your class packs covers this class</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        This class will be charged at its price.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {passes.map((p) => (
          <li key={p.id}>
            <Typography variant="body2">
              {p.name}: {whyPassNotUsable(p, cls, today)}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
