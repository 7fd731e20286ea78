/**
 * The token of an e-mail link. The account e-mails carry it in the fragment (`/verify-email#token=...`),
 * which browsers never send to a server, so it stays out of every access log; `?token=` works too (the
 * alert e-mails' unsubscribe links, which mail programs also POST to).
 */
export function readLinkToken(location: { hash: string; search: string }): string | null {
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const token = fromFragment || new URLSearchParams(location.search).get('token');
  return token && token.trim() ? token.trim() : null;
}
