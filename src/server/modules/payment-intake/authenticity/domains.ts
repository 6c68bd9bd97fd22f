export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.+$/, '');
}

/** The domain itself or one of its subdomains: `payments.interac.ca` is within `interac.ca`. */
export function isWithin(domain: string, parents: readonly string[]): boolean {
  const name = normalizeDomain(domain);
  return parents.some((parent) => {
    const p = normalizeDomain(parent);
    return p !== '' && (name === p || name.endsWith(`.${p}`));
  });
}

export function domainOfAddress(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const domain = normalizeDomain(address.slice(at + 1));
  return domain === '' ? null : domain;
}
