/** The invitation's token, from the link's fragment (`#token=…`), which no server log sees. */
export function invitationToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}
