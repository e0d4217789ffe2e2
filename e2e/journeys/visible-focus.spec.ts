// Where focus lands after a screen change, seen by a sighted keyboard user (WCAG 2.4.7 Focus
// Visible): after signing out with the keyboard, the pre-login home's heading is hidden for screen
// readers only (§2 "a hidden heading with the app name"), so the main region takes focus, with an
// outline, instead of a 1x1 px heading nobody can see.
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { expect, test, waitForHome } from '../support/fixtures';

const ISSUER = 'acme';

test('§2 Header state 4: signing out with the keyboard leaves focus on something visible, outlined', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('banner').getByRole('link', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  // §9: focus moves into the menu; End goes to its last item, Sign out.
  await expect(
    page
      .locator(`#${await menu.getAttribute('aria-controls')}`)
      .getByRole('link')
      .first(),
  ).toBeFocused();
  await page.keyboard.press('End');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForHome(page);

  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  const box = await focused.boundingBox();
  expect(box, 'the focused element is drawn').not.toBeNull();
  expect(box!.width, 'wider than a hidden 1 px heading').toBeGreaterThan(100);
  expect(box!.height, 'taller than a hidden 1 px heading').toBeGreaterThan(20);
  expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await expect(page.locator('#main')).toBeFocused();
});
