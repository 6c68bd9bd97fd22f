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
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import type { TProductKind, TStudentMembership, TStudentPass } from '../../../shared/schemas/products';
import { studioToday } from '../../lib/studioClock';
import { trpc } from '../../lib/trpc';
import { ExtendPassDialog } from './ExtendPassDialog';
import { MembershipChangeDialog } from './MembershipChangeDialog';
import { MembershipList } from './MembershipList';
import { PassList } from './PassList';
import { productTerms } from './productForm';
import { usePassSale } from './usePassSale';

const SALE: Record<TProductKind, { title: string; label: string; note: string; none: string; verb: string }> =
  {
    pack: {
      title: 'Sell a Class Pack',
      label: 'Class pack',
      note: 'The price is added to what the student owes until they pay, by any of the usual ways.',
      none: 'No class pack is on sale.',
      verb: 'Sell',
    },
    membership: {
      title: 'Start a Membership',
      label: 'Membership',
      note: 'Its first period, from the start day to the day before its billing day, is billed at once by days; every later period on its billing day.',
      none: 'No membership is on sale.',
      verb: 'Start',
    },
  };

function SaleDialog({
  studentId,
  kind,
  onClose,
}: {
  studentId: number;
  kind: TProductKind;
  onClose: () => void;
}) {
  const products = useQuery(trpc.products.list.queryOptions());
  const onSale = (products.data ?? []).filter((p) => p.kind === kind && p.active);
  const [productId, setProductId] = useState('');
  const [startsOn, setStartsOn] = useState(studioToday());
  const sale = usePassSale(onClose);
  const chosen = onSale.find((p) => String(p.id) === productId);
  const text = SALE[kind];
  const price = chosen ? `${formatMoney(chosen.price)}${kind === 'membership' ? ' a month' : ''}` : '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text.note}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            fullWidth
            label={text.label}
            value={productId}
            onChange={(e) => setProductId(e.target.value)}
            helperText={chosen ? `${productTerms(chosen)} · ${price}` : onSale.length === 0 ? text.none : ' '}
          >
            {onSale.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          {kind === 'membership' && (
            <TextField
              type="date"
              label="Starts on"
              value={startsOn}
              onChange={(e) => setStartsOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen || sale.pending}
          onClick={() => {
            if (!chosen) return;
            if (kind === 'pack') sale.sellTo(studentId, chosen.id);
            else sale.startFor(studentId, chosen.id, startsOn);
          }}
        >
          {sale.pending ? `${text.verb}ing...` : chosen ? `${text.verb} for ${price}` : text.verb}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The profile's Passes tab: the student's class packs (Sell Pack, Extend) and memberships (Start
 * Membership, Pause, End).
 */
export function StudentPassesPanel({ studentId }: { studentId: number }) {
  const passes = useQuery(trpc.products.passes.queryOptions({ studentId }));
  const memberships = useQuery(trpc.memberships.list.queryOptions({ studentId }));
  const [selling, setSelling] = useState<TProductKind | null>(null);
  const [extending, setExtending] = useState<TStudentPass | null>(null);
  const [changing, setChanging] = useState<{ m: TStudentMembership; mode: 'pause' | 'end' } | null>(null);
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5} component="section" aria-labelledby="profile-packs-title">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id="profile-packs-title"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, flexGrow: 1 }}
          >
            Class Packs
          </Typography>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setSelling('pack')}>
            Sell Pack
          </Button>
        </Box>
        {passes.data && <PassList passes={passes.data} empty="No class packs yet." onExtend={setExtending} />}
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="profile-memberships-title">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id="profile-memberships-title"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, flexGrow: 1 }}
          >
            Memberships
          </Typography>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setSelling('membership')}>
            Start Membership
          </Button>
        </Box>
        {memberships.data && (
          <MembershipList
            memberships={memberships.data}
            empty="No memberships yet."
            onPause={(m) => setChanging({ m, mode: 'pause' })}
            onEnd={(m) => setChanging({ m, mode: 'end' })}
          />
        )}
      </Stack>
      {extending && <ExtendPassDialog pass={extending} onClose={() => setExtending(null)} />}
      {changing && (
        <MembershipChangeDialog
          membership={changing.m}
          mode={changing.mode}
          onClose={() => setChanging(null)}
        />
      )}
      {selling && <SaleDialog studentId={studentId} kind={selling} onClose={() => setSelling(null)} />}
    </Stack>
  );
}
