import { createValidatedAccount, logInThroughApi, uniqueEmail } from './support/accounts';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

/**
 * The services whose screens are not built yet lead to a request that reaches the provider's
 * staff (issue 10, point 13): never a dead end.
 */

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  // The print store is built (issue 29); the file store is the service still asked for by request.
  test(`the file store entry explains itself and sends a request to the staff (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/filestore/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Archief (filestore)' })).toBeVisible();
    await expect(page.getByText(/uw gescande archieven terug/)).toBeVisible();
    const request = page.getByRole('form', { name: 'Vraag het ons' });
    await expect(request.getByRole('textbox', { name: 'Uw bericht' })).toHaveValue(
      /toegang tot mijn gescande archief/,
    );
    await expectAccessible(page);

    const sender = `Filestore ${viewport.name}`;
    await request.getByRole('textbox', { name: 'Naam' }).fill(sender);
    await request.getByRole('textbox', { name: 'E-mailadres' }).fill('inkoper@klant-e2e.example');
    await request.getByRole('textbox', { name: 'Uw bericht' }).press('End');
    await request
      .getByRole('textbox', { name: 'Uw bericht' })
      .pressSequentially('Archief 2019, map facturen');
    await request.getByRole('button', { name: 'Bericht verzenden' }).click();
    await expect(request.getByText('Uw bericht is verzonden.')).toBeVisible();
    const mail = await waitForMail(sender);
    expect(mail.raw).toContain('Subject: [Drukwerk Direct] Aanvraag Archief (filestore)');
  });
}

test('a logged-in customer finds the file store request filled in with their name and address', async ({
  page,
}) => {
  // Logged in, the page opens at its own address (the login is restored as it loads).
  await logInThroughApi(page, 'klant@bouwbedrijf-demo.example', 'Klant-Demo-2026', '/filestore/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Archief (filestore)' })).toBeVisible();
  const request = page.getByRole('form', { name: 'Vraag het ons' });
  await expect(request.getByRole('textbox', { name: 'Naam' })).toHaveValue('Karin de Klant');
  await expect(request.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(
    'klant@bouwbedrijf-demo.example',
  );
  await expect(request.getByRole('textbox', { name: 'Uw bericht' })).toHaveValue(
    /toegang tot mijn gescande archief/,
  );
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();
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
