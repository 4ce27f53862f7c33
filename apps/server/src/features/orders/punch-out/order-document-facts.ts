const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescaped = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#(\d+));/g, (_all, name: string, code?: string) =>
    code ? String.fromCodePoint(Number(code)) : (ENTITIES[name] ?? ''),
  );

/**
 * The purchasing organisation a stored PunchOutOrderMessage names in its header's To (as
 * cxml-message.ts writes it): what the desk shows as the purchasing system's identity. The
 * document is the order's snapshot, so today's settings of the theme do not change it.
 */
export function buyerIdentityOf(document: string): string {
  const to = /<To>\s*<Credential[^>]*>\s*<Identity>([^<]*)<\/Identity>/.exec(document);
  return to ? unescaped(to[1]!) : '';
}
