/**
 * Copies text: the Clipboard API where the page may use it, else (plain http, or the API refused)
 * the old selection trick. Rejects when neither works.
 */
export async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, page not focused): try the selection below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy is not available in this browser.');
  } finally {
    area.remove();
  }
}
