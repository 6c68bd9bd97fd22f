import { Dialog, type DialogProps } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useIsMobile } from '../../lib/useIsMobile';
import { useLastNonNull } from '../../lib/useLastNonNull';

/**
 * A dialog about one subject (a schedule, a class type), open while there is one. It keeps showing the
 * last subject while it fades out, and its content starts afresh for each new subject.
 */
export function SubjectDialog<T extends { id: number }>({
  subject,
  onClose,
  maxWidth = 'sm',
  fullScreenOnMobile = false,
  children,
}: {
  subject: T | null;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  fullScreenOnMobile?: boolean;
  children: (shown: T) => ReactNode;
}) {
  const shown = useLastNonNull(subject);
  const isMobile = useIsMobile();
  return (
    <Dialog
      open={subject !== null}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnMobile && isMobile}
    >
      {shown && <Fragment key={shown.id}>{children(shown)}</Fragment>}
    </Dialog>
  );
}
