// §2 Pre-login home and carousel, for each demo issuer, as a cardholder uses them: with the mouse,
// with the keyboard, and reading the screen.
import { asIssuer, demoIssuer, expect, expectAccessible, test, waitForHome } from '../support/fixtures';
import { expectBackAtBank } from '../support/sso';

const CAROUSEL_ISSUERS = ['acme', 'tailspin'] as const;

for (const id of CAROUSEL_ISSUERS) {
  const issuer = demoIssuer(id);
  const slides = issuer.branding.banners.length;

  test.describe(`${id}: pre-login home`, () => {
    test('has its page title, a hidden heading with the app name, and no accessibility violations', async ({
      page,
    }) => {
      await page.goto(asIssuer(id));
      await waitForHome(page);
      await expect(page).toHaveTitle(`Welcome | ${issuer.appName}`);
      await expect(page.getByRole('heading', { level: 1, name: issuer.appName })).toBeAttached();
      await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(slides);
      const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
      expect(events).toContainEqual(
        expect.objectContaining({ event: 'screen_load', screen: 'prelogin_home', locale: 'en' }),
      );
      await expectAccessible(page);
    });

    test('the carousel rotates every 5 seconds, and Stop keeps it still', async ({ page }) => {
      // The page's clock, moved on by the test: its 5 seconds pass at once.
      await page.clock.install();
      await page.goto(asIssuer(id));
      await waitForHome(page);
      const first = page.getByRole('tab', { name: 'Slide 1' });
      const second = page.getByRole('tab', { name: 'Slide 2' });
      await expect(first).toHaveAttribute('aria-selected', 'true');
      // No pointer or focus inside the carousel: it moves on by itself.
      await page.clock.runFor(5000);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('img', { name: issuer.branding.banners[1]!.alt })).toBeVisible();

      await page.getByRole('button', { name: 'Stop automatic slide show' }).click();
      await expect(page.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
      // Leave the carousel so neither hover nor focus holds it.
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(6500);
      await expect(second).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('button', { name: 'Start automatic slide show' }).click();
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(5000);
      await expect(second).toHaveAttribute('aria-selected', 'false');
    });

    test('previous, next and the slide tabs work with the mouse', async ({ page }) => {
      await page.goto(asIssuer(id));
      await waitForHome(page);
      const tab = (n: number) => page.getByRole('tab', { name: `Slide ${n}` });
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: 'Previous slide' }).click();
      await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: 'Previous slide' }).click();
      await expect(tab(slides)).toHaveAttribute('aria-selected', 'true');
      await tab(1).click();
      await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('img', { name: issuer.branding.banners[0]!.alt })).toBeVisible();
    });

    test('the carousel works with the keyboard alone', async ({ page }) => {
      await page.goto(asIssuer(id));
      await waitForHome(page);
      const tab = (n: number) => page.getByRole('tab', { name: `Slide ${n}` });
      // Tab from the stop button to previous, then to the selected slide tab.
      await page.getByRole('button', { name: 'Stop automatic slide show' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Previous slide' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(tab(1)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(tab(2)).toBeFocused();
      await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tab(slides)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Next slide' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tab(slides > 2 ? 3 : 1)).toHaveAttribute('aria-selected', 'true');
    });

    test('about us, contact us and learn more open the configured pages in new windows', async ({ page }) => {
      await page.goto(asIssuer(id));
      await waitForHome(page);
      const links: [string, string][] = [
        ['About us', issuer.url.aboutUs],
        ['Contact us', issuer.url.contactUs],
        ['Learn more about our cards', issuer.url.learnMoreLink],
      ];
      const content = page.getByTestId('prelogin-home');
      for (const [name, url] of links) {
        const link = content.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        await popup.waitForLoadState();
        expect(popup.url()).toBe(url);
        await popup.close();
      }
    });

    test('the footer links open the configured pages in new windows', async ({ page }) => {
      await page.goto(asIssuer(id));
      await waitForHome(page);
      const footer = page.getByRole('contentinfo');
      const links: [string, string][] = [
        ['Terms of use', issuer.url.terms],
        ['Privacy', issuer.url.privacy],
        ['Help', issuer.url.help],
        ['Contact us', issuer.url.contactUs],
        ['About us', issuer.url.aboutUs],
        ['Software agreement', issuer.url.softAgreement],
      ];
      const names = await footer.getByRole('navigation').getByRole('link').allInnerTexts();
      expect(names.map((n) => n.replace(/\s*\(opens in a new window\)/, '').trim())).toEqual(links.map(([n]) => n));
      for (const [name, url] of links) {
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          footer.getByRole('link', { name: new RegExp(`^${name}`) }).click(),
        ]);
        await popup.waitForLoadState();
        expect(popup.url()).toBe(url);
        await popup.close();
      }
    });
  });
}

test('tailspin, a migrated app, warns and offers to update the account', async ({ page }) => {
  await page.goto(asIssuer('tailspin'));
  await waitForHome(page);
  const banner = page.getByRole('region', { name: "We've moved to a new online service" });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Update account' }).click();
  await expect(page).toHaveURL(asIssuer('tailspin', '/migration/establishAccount'));
  await expect(page.getByRole('heading', { level: 1, name: 'Update your account' })).toBeVisible();
  await expectAccessible(page);
});

test('acme shows no migration warning', async ({ page }) => {
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  await expect(page.getByText("We've moved to a new online service")).toHaveCount(0);
});

test("northwind, an SSO app, signs the cardholder out to its partner's online banking (the demo partner bank here) instead of showing the home page", async ({
  page,
}) => {
  await page.goto(asIssuer('northwind'));
  await expectBackAtBank(page);
});

test('northwind forbids the sign-in and enrolment routes of an SSO app', async ({ page }) => {
  await page.goto(asIssuer('northwind', '/createAccount'));
  await expectBackAtBank(page);
});

test('contoso, an activation-only app, leaves the home page for card activation', async ({ page }) => {
  await page.goto(asIssuer('contoso'));
  await expect(page).toHaveURL(asIssuer('contoso', '/activation'));
  await expect(page).toHaveTitle(/Contoso Prepaid Activation/);
  await expect(page.getByTestId('prelogin-home')).toHaveCount(0);
  await expectAccessible(page);
});

test('fabrikam, with app login disabled, shows /error for the home page and for sign-in', async ({ page }) => {
  await page.goto(asIssuer('fabrikam'));
  await expect(page).toHaveURL(asIssuer('fabrikam', '/error'));
  await expect(page.getByRole('heading', { level: 1, name: 'Online service not available' })).toBeVisible();
  await expect(page.getByText("Signing in online isn't available for Fabrikam Financial Cards.")).toBeVisible();
  await expect(page.getByText(/customer support/)).toBeVisible();
  await expectAccessible(page);
  await page.goto(asIssuer('fabrikam', '/login'));
  await expect(page).toHaveURL(asIssuer('fabrikam', '/error'));
  await page.goto(asIssuer('fabrikam', '/activation'));
  await expect(page).toHaveURL(asIssuer('fabrikam', '/error'));
  await expect(page.getByText("Card activation isn't available online for Fabrikam Financial Cards.")).toBeVisible();
});

test('the page works with the keyboard alone: skip link, then the main content', async ({ page }) => {
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Stop automatic slide show' })).toBeFocused();
});

test('sign-in on the home page and the header lead to their routes', async ({ page }) => {
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toBeVisible();
  await page.getByTestId('prelogin-home').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(asIssuer('acme', '/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Acme Bank Card Services/ })
    .click();
  await expect(page).toHaveURL(asIssuer('acme', '/'));
  await waitForHome(page);
});
