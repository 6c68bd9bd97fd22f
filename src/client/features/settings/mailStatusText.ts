/** "Configured (smtp.example.com:587)" or "Not configured — set SMTP_URL". */
export function connectionText(configured: boolean, server: string | null, envVar: string): string {
  if (!configured) return `Not configured — set ${envVar}`;
  return server ? `Configured (${server})` : 'Configured';
}
