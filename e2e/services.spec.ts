import { createValidatedAccount, logInThroughApi, uniqueEmail } from './support/accounts';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';

/**
 * The services beside the print order. The file store was the last one answered by a request
 * form; it is built now (issue 31) and its journey is e2e/filestore.spec.ts.
 */

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('my orders opens as a dialog of its own: a new customer sees that there are none yet, with the way to upload', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('mijn-orders');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email, undefined, '/?dlg=orders');
  const dialog = page.getByRole('dialog', { name: 'Mijn orders' });
  await expect(dialog.getByText('U heeft nog geen orders geplaatst.')).toBeVisible();
  await expect(dialog.getByText('Bestanden uploaden')).toBeVisible();
  await expectAccessible(page, { only: '[role="dialog"]' });
});
