import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Typography } from '@mui/material';

export const TAX_NOTE = 'Amounts are shown as recorded. Prices carry no tax, so the ledger has no tax split.';

/** Spec 03 §2.5: the ledger treats tax as zero, and says so. */
export function TaxNote() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary' }}>
      <InfoOutlined aria-hidden sx={{ fontSize: 18, mt: '1px' }} />
      <Typography variant="body2">{TAX_NOTE}</Typography>
    </Box>
  );
}
