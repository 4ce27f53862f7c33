/** Which admin dialog to open: `id` null is new mode; `categoryId` the category the admin came from. */
export type AdminDialogRequest =
  | { kind: 'category'; id: string | null }
  | { kind: 'collection'; id: string | null; categoryId: string | null }
  | { kind: 'package'; id: string | null; categoryId: string | null };
