/** A recipient the bulk e-mail dialog can offer. */
export interface BulkRecipient {
  id?: number;
  name: string;
  email: string;
}

/** Placeholder replaced by the bulk e-mail helper. */
export default function BulkEmailDialog(_props: {
  open: boolean;
  onClose: () => void;
  /** Who can be ticked. */
  recipients: BulkRecipient[];
  /** Ticked at first: every recipient (default) or only these e-mails. */
  preselected?: 'all' | string[];
}) {
  return null;
}
