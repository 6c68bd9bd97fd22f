import { useState } from 'react';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import type { TemplateFormTarget } from './TemplateFormDialog';

/**
 * Which template dialog is open (create / edit, send, delete) and for which template; each opening
 * gets a new key so its form starts afresh.
 */
export function useTemplateDialogs() {
  const [count, setCount] = useState(0);
  const [form, setForm] = useState<TemplateFormTarget | null>(null);
  const [sending, setSending] = useState<{ key: number; template: TEmailTemplate } | null>(null);
  const [deleting, setDeleting] = useState<TEmailTemplate | null>(null);
  const next = () => {
    setCount((c) => c + 1);
    return count + 1;
  };
  return {
    form,
    sending,
    deleting,
    create: () => setForm({ key: next(), template: null }),
    edit: (template: TEmailTemplate) => setForm({ key: next(), template }),
    send: (template: TEmailTemplate) => setSending({ key: next(), template }),
    remove: (template: TEmailTemplate) => setDeleting(template),
    closeForm: () => setForm(null),
    closeSend: () => setSending(null),
    closeDelete: () => setDeleting(null),
  };
}
