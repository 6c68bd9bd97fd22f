import Add from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import type { TStudentPass } from '../../../shared/schemas/products';
import { trpc } from '../../lib/trpc';
import { ExtendPassDialog } from './ExtendPassDialog';
import { PassList } from './PassList';
import { productTerms } from './productForm';
import { usePassSale } from './usePassSale';

function SellPassDialog({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const products = useQuery(trpc.products.list.queryOptions());
  const packs = (products.data ?? []).filter((p) => p.kind === 'pack' && p.active);
  const [productId, setProductId] = useState('');
  const sale = usePassSale('sell', onClose);
  const chosen = packs.find((p) => String(p.id) === productId);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Sell a Class Pack</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The price is added to what the student owes until they pay, by any of the usual ways.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Class pack"
          value={productId}
          onChange={(e) => setProductId(e.target.value)}
          helperText={
            chosen
              ? `${productTerms(chosen)} · ${formatMoney(chosen.price)}`
              : packs.length === 0
                ? 'No class pack is on sale.'
                : ' '
          }
        >
          {packs.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen || sale.pending}
          onClick={() => chosen && sale.sellTo(studentId, chosen.id)}
        >
          {sale.pending ? 'Selling...' : chosen ? `Sell for ${formatMoney(chosen.price)}` : 'Sell'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The profile's Passes tab: the student's class packs, and Sell Pack. */
export function StudentPassesPanel({ studentId }: { studentId: number }) {
  const passes = useQuery(trpc.products.passes.queryOptions({ studentId }));
  const [selling, setSelling] = useState(false);
  const [extending, setExtending] = useState<TStudentPass | null>(null);
  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setSelling(true)}>
          Sell Pack
        </Button>
      </Box>
      {passes.data && <PassList passes={passes.data} empty="No class packs yet." onExtend={setExtending} />}
      {extending && <ExtendPassDialog pass={extending} onClose={() => setExtending(null)} />}
      <SellPassDialog studentId={studentId} open={selling} onClose={() => setSelling(false)} />
    </Stack>
  );
}
