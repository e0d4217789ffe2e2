// §2 accounts (decision 028): a cardholder opens Accounts from the nav and sees,
// for the debit card with balance and history, its balance (available, current, as of) and its
// transactions, newest first, pending apart from posted, 25 at a time with "Show more"; in English and
// in Spanish, amounts and dates formatted for the locale (Intl, compared with the gateway's own answer
// formatted the same way). Then the daily low-balance alert: 0 and 10000 refused with §5's message, 1
// and 9999 saved and read back after a reload.
import type { Locator, Page } from '@playwright/test';
import { freshAccount, signIn, waitForSignedInHome, type Account } from '../support/accounts';
import { asIssuer, expect, expectAccessible, GATEWAY, test } from '../support/fixtures';
import { storedSession } from '../support/navigation';
import { storedToken } from '../support/secrets';
import { tabUntil } from '../support/sign-in';

const ISSUER = 'acme';
/** ready.rita's one debit card (gateway/src/db/demo-users.ts): the only card with an account link. */
const DEBIT_CARD = {
  en: 'Everyday Visa, card ending in 1111',
  es: 'Everyday Visa, tarjeta terminada en 1111',
} as const;

interface Money {
  amount: string;
  currencyCode: string;
}

/** What the gateway answers for the signed-in user's debit card, read with the page's own token. */
async function gatewayBalances(page: Page): Promise<{ availableBalance: Money; ledgerBalance: Money }> {
  const token = await storedToken(page);
  const userGuid = String((await storedSession(page))?.['userId']);
  const headers = { authorization: `Bearer ${token}` };
  const cards = (await (
    await fetch(`${GATEWAY}/consumer-controller/v1/account/${userGuid}/paymentInstrument`, { headers })
  ).json()) as {
    paymentInstruments: { panGuid: string; accountNumberLastFourDigits: string }[];
  };
  const debit = cards.paymentInstruments.find((c) => c.accountNumberLastFourDigits === '1111');
  const res = await fetch(`${GATEWAY}/users/${userGuid}/paymentInstruments/${debit?.panGuid}/balances`, { headers });
  return (await res.json()) as { availableBalance: Money; ledgerBalance: Money };
}

const money = (m: Money, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: m.currencyCode }).format(m.amount as unknown as number);

async function signedInAs(page: Page, locale: 'en' | 'es'): Promise<Account> {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  if (locale === 'es') {
    // §1 Locales: the language is a cookie read as the page loads; the session survives the reload.
    await page.context().addCookies([{ name: 'locale', value: 'es', url: asIssuer(ISSUER) }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Le damos la bienvenida/ })).toBeVisible();
  }
  return account;
}

const card = (page: Page, locale: 'en' | 'es' = 'en') => page.getByRole('region', { name: DEBIT_CARD[locale] });
const rows = (section: Locator) => section.getByRole('listitem');

async function expectTransactions(
  page: Page,
  locale: 'en' | 'es',
  words: { pending: string; posted: string; showMore: string; showing: (n: number) => string },
  signed: RegExp,
) {
  const transactions = card(page, locale);
  const pending = transactions.getByRole('list', { name: words.pending });
  const posted = transactions.getByRole('list', { name: words.posted });
  await expect(posted).toBeVisible();
  // The gateway keeps the last two days pending, so both groups show (decision 028).
  await expect(pending).toBeVisible();
  const first = (await rows(pending).count()) + (await rows(posted).count());
  expect(first).toBe(25);
  for (const row of await transactions.getByRole('listitem').allInnerTexts()) expect(row.trim()).toMatch(signed);

  await transactions.getByRole('button', { name: words.showMore }).click();
  await expect(page.getByText(words.showing(50))).toBeAttached();
  await expect.poll(async () => (await rows(pending).count()) + (await rows(posted).count())).toBe(50);
}

test.describe('§2 accounts: balance and transactions (decision 028)', () => {
  test('in English: the balance as the gateway answers it, pending apart from posted, 25 and then 50 with Show more', async ({
    page,
  }) => {
    await signedInAs(page, 'en');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/accounts'));
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page).toHaveTitle(/^Accounts \| /);
    // Only the debit card (§6: an account link is a debit card's).
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([/1111/]);

    const balances = await gatewayBalances(page);
    await expect(card(page).getByText(money(balances.availableBalance, 'en-US'), { exact: true })).toBeVisible();
    await expect(card(page).getByText(money(balances.ledgerBalance, 'en-US'), { exact: true })).toBeVisible();
    await expect(card(page).getByText(/^As of [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();

    await expectTransactions(
      page,
      'en',
      { pending: 'Pending', posted: 'Posted', showMore: 'Show more', showing: (n) => `Showing ${n} transactions` },
      /[+-]\$[\d,]+\.\d{2}$/,
    );
    await expectAccessible(page);
  });

  test('in Spanish: the same card in Spanish words and Spanish formats', async ({ page }) => {
    await signedInAs(page, 'es');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cuentas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cuentas' })).toBeVisible();
    await expect(page).toHaveTitle(/^Cuentas \| /);

    const balances = await gatewayBalances(page);
    await expect(card(page, 'es').getByText(money(balances.availableBalance, 'es'), { exact: true })).toBeVisible();
    await expect(card(page, 'es').getByText(/^Actualizado el /)).toBeVisible();
    await expectTransactions(
      page,
      'es',
      {
        pending: 'Pendientes',
        posted: 'Contabilizados',
        showMore: 'Mostrar más',
        showing: (n) => `Se muestran ${n} movimientos`,
      },
      /[+-][\d.]+,\d{2}\s(US\$|USD)$/,
    );
    await expectAccessible(page);
  });
});

test.describe('§6 alerts: the daily low-balance threshold, §5 1 to 9999', () => {
  test('0 and 10000 refused with their message, 1 and then 9999 saved and still there after a reload', async ({
    page,
  }) => {
    await signedInAs(page, 'en');
    await page.goto(asIssuer(ISSUER, '/accounts'));
    const alerts = card(page);
    const daily = alerts.getByRole('checkbox', { name: /^Daily low-balance alert/ });
    const threshold = alerts.getByRole('spinbutton', { name: /^Alert me when my balance is below/ });
    const save = alerts.getByRole('button', { name: 'Save alerts' });
    await expect(daily).not.toBeChecked();
    // As a person would: the page has finished loading (every section read, the network quiet) before the
    // first click. Two clean-clone runs lost a click made 13 ms after the form appeared (the same element,
    // no layout shift in the trace; it passed alone and in two full runs): the cause is not found yet.
    await expect(alerts.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await daily.check();
    await expect(threshold).toBeVisible();
    await expectAccessible(page);

    for (const refused of ['0', '10000']) {
      await threshold.fill(refused);
      await save.click();
      await expect(alerts.getByText('Enter a whole number from 1 to 9999.').first()).toBeVisible();
      await expect(threshold).toHaveAttribute('aria-invalid', 'true');
    }
    await expectAccessible(page);

    for (const accepted of ['1', '9999']) {
      await threshold.fill(accepted);
      await save.click();
      await expect(page.getByText('Alerts saved.').first()).toBeVisible();
      await page.reload();
      await expect(daily).toBeChecked();
      await expect(threshold).toHaveValue(accepted);
    }
  });
});

test('§6 alerts by keyboard alone, in Spanish: a refused threshold says why and keeps focus on it, a valid one saves', async ({
  page,
}) => {
  await signedInAs(page, 'es');
  await page.goto(asIssuer(ISSUER, '/accounts'));
  const alerts = card(page, 'es');
  const daily = alerts.getByRole('checkbox', { name: /^Alerta diaria de saldo bajo/ });
  const threshold = alerts.getByRole('spinbutton', { name: /^Avisarme cuando mi saldo sea inferior a/ });
  const save = alerts.getByRole('button', { name: 'Guardar alertas' });
  await expect(alerts.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await tabUntil(page, daily, 40);
  await page.keyboard.press('Space');
  await expect(daily).toBeChecked();
  await tabUntil(page, threshold, 5);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(alerts.getByText('Introduzca un número entero del 1 al 9999.').first()).toBeVisible();
  await expect(threshold).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('250');
  await tabUntil(page, save, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Alertas guardadas.').first()).toBeVisible();
  await expect(threshold).toHaveValue('250');
  await expectAccessible(page);
});
