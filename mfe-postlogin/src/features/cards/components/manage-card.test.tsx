import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalCard } from '@portal/domain/card';
import { CardControlResponseSchema, CardStatusResponseSchema, DOCUMENT_ID_HEADER } from '@portal/domain/schemas';
import type { Feature } from '@portal/domain/features';
import { closeErrorPopup, notificationsAtom, portalStore } from '@portal/client/state';
import {
  installDialog,
  messageLeaves,
  placeholdersOf,
  popup,
  renderInPortal,
  setStoredSession,
  setUpPortal,
  setupUser,
  testIssuer,
  uninstallDialog,
} from '@portal/ui/testing';
import { startTestGateway, TEST_GATEWAY } from '@portal/ui/testing/network';
import manageCardEn from '../i18n/manage-card.en.json';
import manageCardEs from '../i18n/manage-card.es.json';
import { ManageCard } from './manage-card';

const gateway = startTestGateway();

const USER = 'user-guid-1';
const PAN = 'pan-everyday';
const EDIT_PATH = `/editCard/${PAN}`;
/** §7 the card's virtual card control: read (GET), created (POST), updated (PUT). */
const CONTROL = `users/${USER}/paymentInstruments/${PAN}/vctc`;
/** §7 the card's status. */
const STATUS = `users/${USER}/paymentInstruments/${PAN}/status`;

/** The requests received with `method` on `path`. */
const received = (method: string, path: string) =>
  gateway.requests.filter((r) => r.method === method && r.url.pathname === new URL(path, TEST_GATEWAY).pathname);
/** The bodies of the control's creations (POST) or updates (PUT). */
const sent = (method: 'POST' | 'PUT') => received(method, CONTROL).map((r) => r.body);
const answerControl = (control: { isControlEnabled: boolean; documentId: string }) =>
  gateway.reply('get', CONTROL, CardControlResponseSchema, control);
const answerStatus = (desc: string) => gateway.reply('get', STATUS, CardStatusResponseSchema, { desc });

const CARD: PortalCard = {
  panGuid: PAN,
  cardNickname: 'Everyday Visa',
  accountNumberLastFourDigits: '1111',
  expirationMonth: 12,
  expirationYear: 2030,
  primary: true,
  financialAccountType: 'DEBIT_CARD',
  productBrandCode: 'VISA',
  cardFeatures: ['BAL_INQ', 'VCTC'],
};

const feature = (featureCD: string, platforms: string[] = ['WEB']): Feature => ({
  featureCD,
  activeIndicator: 'Y',
  digitalPlatforms: platforms,
  supportivePlatforms: [],
});
const WITH_CONTROL = [feature('BAL_INQ'), feature('VCTC')];

const noControlYet = (code = 'DPS_4001') =>
  gateway.fail('get', CONTROL, code, 404, 'This card has no virtual card control yet.');

async function renderManageCard({
  card = CARD,
  features = WITH_CONTROL,
  locale = 'en',
}: {
  card?: PortalCard;
  features?: Feature[];
  locale?: string;
} = {}) {
  window.history.replaceState(null, '', EDIT_PATH);
  await setUpPortal({
    access: 'full',
    locale,
    issuer: testIssuer({ features }),
    messages: { postlogin: { en: manageCardEn, es: manageCardEs } },
  });
  setStoredSession({ userId: USER });
  const rendered = renderInPortal(<ManageCard userGuid={USER} card={card} />, 'postlogin');
  return { ...rendered, user: setupUser() };
}

/** The switch, once the card's state has loaded. */
const suspendSwitch = (name: string | RegExp = 'Suspend card') => screen.findByRole('switch', { name });
const dialog = () => screen.findByRole('dialog', { name: 'Suspend this card?' });
const notifications = () =>
  portalStore
    .get(notificationsAtom)
    .map((n) => ({ type: n.type, messageKey: n.messageKey, values: n.values, showOn: n.showOn }));

beforeAll(() => installDialog());
afterAll(() => uninstallDialog());

beforeEach(() => {
  noControlYet();
  answerStatus('Active');
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
  closeErrorPopup();
});

describe('§2 edit card: the Manage card section, only with §6 virtual card control', () => {
  it('shows under its heading when the card and the app both offer VCTC on the web', async () => {
    await renderManageCard();
    const section = screen.getByRole('region', { name: 'Manage card' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Manage card' })).toBeDefined();
    expect(await within(section).findByRole('switch', { name: 'Suspend card' })).toBeDefined();
  });

  it.each([
    ['the card does not list it', { card: { ...CARD, cardFeatures: ['BAL_INQ'] } }],
    ['the app does not offer it', { features: [feature('BAL_INQ')] }],
    ['the app offers it on another platform only', { features: [feature('BAL_INQ'), feature('VCTC', ['IOS'])] }],
  ])('is not there when %s, and nothing is fetched', async (_why, setup) => {
    await renderManageCard(setup);
    expect(screen.queryByRole('heading', { name: 'Manage card' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    // Time for a request to arrive, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.requests).toEqual([]);
  });
});

describe('§4 Suspend control: what the switch shows', () => {
  it('while loading: a named busy indicator, and no switch yet', async () => {
    gateway.handle('get', CONTROL, () => new Promise<Response>(() => undefined));
    await renderManageCard();
    expect(screen.getByRole('progressbar', { name: "Loading the card's status" })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Manage card' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('switch')).toBeNull();
    // Asked for (and never answered): the request does not arrive late, in the next test.
    await waitFor(() => expect(received('GET', CONTROL)).toHaveLength(1));
  });

  it.each([
    [true, 'true'],
    [false, 'false'],
  ])('reflects the control (isControlEnabled %s), without reading the status', async (enabled, checked) => {
    answerControl({ isControlEnabled: enabled, documentId: 'doc-1' });
    // The status would say otherwise: the control wins.
    answerStatus(enabled ? 'Active' : 'Suspended');
    await renderManageCard();
    const toggle = await suspendSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe(checked);
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    expect(received('GET', CONTROL)).toHaveLength(1);
    expect(received('GET', STATUS)).toEqual([]);
  });

  it.each([
    ['DPS_4001', 'Suspended', 'true'],
    ['DPS_3064', 'Suspended', 'true'],
    ['DPS_4001', 'Active', 'false'],
  ])('with no control yet (404 %s) it reflects the status (%s), and no popup shows', async (code, desc, checked) => {
    noControlYet(code);
    answerStatus(desc);
    await renderManageCard();
    await waitFor(async () => expect((await suspendSwitch()).getAttribute('aria-checked')).toBe(checked));
    expect(received('GET', STATUS)).toHaveLength(1);
    expect(((await suspendSwitch()) as HTMLButtonElement).disabled).toBe(false);
    expect(popup()).toBeNull();
    expect(notifications()).toEqual([]);
  });

  it.each([
    ['the control fetch fails (500)', () => gateway.fail('get', CONTROL, 'VMCP_001', 500)],
    ['the control fetch is a 404 of another kind', () => gateway.fail('get', CONTROL, '404', 404)],
    ['there is no control and the status fetch fails', () => gateway.fail('get', STATUS, 'VMCP_001', 502)],
  ])('§8 when %s: the technical popup, and the switch disabled with a reason', async (_why, fail) => {
    fail();
    await renderManageCard();
    const toggle = await suspendSwitch();
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const reasons = (toggle.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(reasons[0]).toBe(
      "We couldn't load this card's status, so it can't be changed right now. Please try again later.",
    );
    await waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
  });
});

describe('§4 Suspend control: suspending asks first', () => {
  it('with no documentId, Confirm creates the control (POST), tells home and goes there', async () => {
    // The POST may answer with the documentId in a header alone (§7).
    gateway.reply(
      'post',
      CONTROL,
      CardControlResponseSchema,
      { isControlEnabled: true },
      { status: 201, headers: { [DOCUMENT_ID_HEADER]: 'doc-new' } },
    );
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await user.click(toggle);
    const confirmation = await dialog();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(
      within(confirmation).getByText(
        "The card ending in 1111 can't be used while it is suspended. You can reactivate it at any time.",
      ),
    ).toBeDefined();
    expect(sent('POST')).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(sent('POST')).toEqual([{ isControlEnabled: true }]);
    expect(sent('PUT')).toEqual([]);
    expect(notifications()).toEqual([
      {
        type: 'success',
        messageKey: 'postlogin:manageCard.success.suspended',
        values: { lastFour: '1111' },
        showOn: '/home',
      },
    ]);
    expect(popup()).toBeNull();
  });

  it('with a documentId, Confirm updates the control (PUT) with it', async () => {
    answerControl({ isControlEnabled: false, documentId: 'doc-1' });
    gateway.reply('put', CONTROL, CardControlResponseSchema, { isControlEnabled: true, documentId: 'doc-1' });
    const { user } = await renderManageCard();
    await user.click(await suspendSwitch());
    await user.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(sent('PUT')).toEqual([{ documentId: 'doc-1', globalControl: { isControlEnabled: true } }]);
    expect(sent('POST')).toEqual([]);
    expect(notifications().map((n) => n.messageKey)).toEqual(['postlogin:manageCard.success.suspended']);
  });

  it('Cancel flips the switch back, sends nothing, and gives focus back to the switch', async () => {
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await user.click(toggle);
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(sent('POST')).toEqual([]);
    expect(sent('PUT')).toEqual([]);
    expect(window.location.pathname).toBe(EDIT_PATH);
  });

  it('Escape is Cancel', async () => {
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await user.click(toggle);
    await dialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(sent('POST')).toEqual([]);
  });

  it('works by keyboard alone: Tab to the switch, Space, then Enter on Confirm', async () => {
    gateway.reply('post', CONTROL, CardControlResponseSchema, { isControlEnabled: true, documentId: 'doc-new' });
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    const confirmation = await dialog();
    // Focus starts in the dialog, on its first action.
    expect(document.activeElement).toBe(within(confirmation).getByRole('button', { name: 'Confirm' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(sent('POST')).toEqual([{ isControlEnabled: true }]);
  });

  it('§8 a failure puts the switch back, the technical popup shows, and the page stays', async () => {
    answerControl({ isControlEnabled: false, documentId: 'doc-1' });
    gateway.fail('put', CONTROL, 'VMCP_001', 500);
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await user.click(toggle);
    await user.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(toggle.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(window.location.pathname).toBe(EDIT_PATH);
    expect(notifications()).toEqual([]);
  });

  it('§8 a failure of a create puts the switch back too', async () => {
    gateway.fail('post', CONTROL, 'DPS_0001', 400);
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await user.click(toggle);
    await user.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(window.location.pathname).toBe(EDIT_PATH);
  });
});

describe('§4 Suspend control: reactivating needs no confirmation', () => {
  it('turning the switch off updates the control at once (PUT), tells home and goes there', async () => {
    answerControl({ isControlEnabled: true, documentId: 'doc-1' });
    gateway.reply('put', CONTROL, CardControlResponseSchema, { isControlEnabled: false, documentId: 'doc-1' });
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await user.click(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(sent('PUT')).toEqual([{ documentId: 'doc-1', globalControl: { isControlEnabled: false } }]);
    expect(notifications()).toEqual([
      {
        type: 'success',
        messageKey: 'postlogin:manageCard.success.reactivated',
        values: { lastFour: '1111' },
        showOn: '/home',
      },
    ]);
  });

  it('a card suspended by its status alone (no control yet) is reactivated by creating the control (POST)', async () => {
    answerStatus('Suspended');
    gateway.reply('post', CONTROL, CardControlResponseSchema, { isControlEnabled: false, documentId: 'doc-new' });
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await user.click(toggle);
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(sent('POST')).toEqual([{ isControlEnabled: false }]);
  });

  it('§8 a failed reactivation puts the switch back on', async () => {
    answerControl({ isControlEnabled: true, documentId: 'doc-1' });
    gateway.fail('put', CONTROL, 'VMCP_001', 502);
    const { user } = await renderManageCard();
    const toggle = await suspendSwitch();
    await user.click(toggle);
    await waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(window.location.pathname).toBe(EDIT_PATH);
  });
});

describe('CONVENTIONS 10: every text through i18n', () => {
  it('in Spanish', async () => {
    const { user } = await renderManageCard({ locale: 'es' });
    expect(screen.getByRole('heading', { level: 2, name: 'Gestionar tarjeta' })).toBeDefined();
    await user.click(await suspendSwitch('Suspender tarjeta'));
    const confirmation = await screen.findByRole('dialog', { name: '¿Suspender esta tarjeta?' });
    expect(within(confirmation).getByRole('button', { name: 'Confirmar' })).toBeDefined();
    expect(within(confirmation).getByRole('button', { name: 'Cancelar' })).toBeDefined();
  });

  it('en and es have the same keys, non-empty, with the same placeholders, under the one top-level key', () => {
    const en = new Map(messageLeaves(manageCardEn));
    const es = new Map(messageLeaves(manageCardEs));
    expect(Object.keys(manageCardEn)).toEqual(['manageCard']);
    expect(Object.keys(manageCardEs)).toEqual(['manageCard']);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(es.get(key)?.trim(), key).not.toBe('');
      expect(placeholdersOf(es.get(key) ?? ''), key).toEqual(placeholdersOf(text));
    }
  });
});
