import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

interface SaleText {
  title: string;
  label: string;
  note: string;
  none: string;
  verb: string;
  pending: string;
  /** "Sell for $120.00", "Start for $89.00 a month". */
  verbFor: (price: string) => string;
}

/** The sale dialog's words for a pack or a membership, in the page's language. */
function saleText(kind: TProductKind): SaleText {
  if (kind === 'pack') {
    return {
      title: t`Sell a Class Pack`,
      label: t`Class pack`,
      note: t`The price is added to what the student owes until they pay, by any of the usual ways.`,
      none: t`No class pack is on sale.`,
      verb: t`Sell`,
      pending: t`Selling...`,
      verbFor: (price) => t`Sell for ${price}`,
    };
  }
  return {
    title: t`Start a Membership`,
    label: t`Membership`,
    note: t`Its first period, from the start day to the day before its billing day, is billed at once by days; every later period on its billing day.`,
    none: t`No membership is on sale.`,
    verb: t`Start`,
    pending: t`Starting...`,
    verbFor: (price) => t`Start for ${price}`,
  };
}

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
  const text = saleText(kind);
  const amount = chosen ? formatMoney(chosen.price) : '';
  const price = chosen ? (kind === 'membership' ? t`${amount} a month` : amount) : '';
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
              label={t`Starts on`}
              value={startsOn}
              onChange={(e) => setStartsOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          disabled={!chosen || sale.pending}
          onClick={() => {
            if (!chosen) return;
            if (kind === 'pack') sale.sellTo(studentId, chosen.id);
            else sale.startFor(studentId, chosen.id, startsOn);
          }}
        >
          {sale.pending ? text.pending : chosen ? text.verbFor(price) : text.verb}
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
            <Trans>Class Packs</Trans>
          </Typography>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setSelling('pack')}>
            <Trans>Sell Pack</Trans>
          </Button>
        </Box>
        {passes.data && (
          <PassList passes={passes.data} empty={t`No class packs yet.`} onExtend={setExtending} />
        )}
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="profile-memberships-title">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id="profile-memberships-title"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, flexGrow: 1 }}
          >
            <Trans>Memberships</Trans>
          </Typography>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setSelling('membership')}>
            <Trans>Start Membership</Trans>
          </Button>
        </Box>
        {memberships.data && (
          <MembershipList
            memberships={memberships.data}
            empty={t`No memberships yet.`}
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
