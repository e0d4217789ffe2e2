// §1 Locales: the footer's language submenu stores the choice in a cookie and reloads; the choice
// survives a reload; an unsupported locale falls back to the default.
import { asIssuer, expect, expectAccessible, test, waitForHome } from '../support/fixtures';

test('choosing Español from the footer reloads the page in Spanish and keeps it across reloads', async ({
  page,
  context,
}) => {
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Español' }).click()]);
  await waitForHome(page);
  await expect(page).toHaveTitle('Bienvenido | Acme Bank Servicios de Tarjeta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('region', { name: 'Ofertas destacadas' })).toBeVisible();
  await expect(page.getByTestId('prelogin-home').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
  const cookies = await context.cookies(asIssuer('acme'));
  expect(cookies.find((c) => c.name === 'locale')?.value).toBe('es');
  await expectAccessible(page);

  await page.reload();
  await waitForHome(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('img', { name: 'Gane un 3 % de reembolso en compras de supermercado con su tarjeta Acme Bank' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'English' }).click()]);
  await waitForHome(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language menu closes with Escape and gives focus back to its button', async ({ page }) => {
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  const button = page.getByRole('button', { name: 'Language: English' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Español' }).focus();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('an unsupported locale in the cookie falls back to the default', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'fr', url: asIssuer('acme') }]);
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Welcome | Acme Bank Card Services');
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
});

test('an issuer with one locale shows no language menu', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'es', url: asIssuer('tailspin') }]);
  await page.goto(asIssuer('tailspin'));
  await waitForHome(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /^Language/ })).toHaveCount(0);
});

test('the legal pages follow the chosen language', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'es', url: asIssuer('acme') }]);
  await page.goto(asIssuer('acme', '/pages/privacy'));
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
  await expect(page.getByText(/Nunca vendemos su información personal/)).toBeVisible();
  await expectAccessible(page);
});
