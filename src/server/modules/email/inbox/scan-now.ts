import type { TScanResult } from '../../../../shared/schemas/inbox';
import { SCAN_WAIT_MS, type ScanDeps, scanMailbox } from './scan.service';

/**
 * POST /api/emails/scan: one scan, answered with what it did. No payment is recorded from mail yet,
 * so newPayments is truly 0 until the payment step reads the stored messages (issue 13 §2).
 */
export async function runScanNow(deps: ScanDeps): Promise<TScanResult> {
  const outcome = await scanMailbox(deps, { waitMs: SCAN_WAIT_MS });
  return {
    newPayments: 0,
    emailsProcessed: outcome?.storedIds.length ?? 0,
    skipped: outcome?.skipped ?? [],
  };
}
