/**
 * The address a dialog just worked with (a new password was set for it), so the login dialog
 * that follows can fill it in. Memory only: gone with the page.
 */
let remembered: string | null = null;

export function rememberEmail(email: string | null): void {
  remembered = email;
}

export function rememberedEmail(): string | null {
  return remembered;
}
