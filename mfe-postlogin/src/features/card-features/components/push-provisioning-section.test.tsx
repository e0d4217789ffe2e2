import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerLogo, Phone, TermsItem } from '@portal/client/api';
import { PortalCardListSchema } from '@portal/domain/card';
import {
  DEFAULT_TERMS_FEATURE,
  PartnerLogosResponseSchema,
  PhonesResponseSchema,
  TermsResponseSchema,
} from '@portal/domain/schemas';
import { notificationsAtom, portalStore } from '@portal/client/state';
import { startTestGateway, TEST_GATEWAY } from '@portal/ui/testing/network';
import { CARDS, inTurn, json, logosOf, never, PHONES, received, refusal, USER_TERMS } from './features-gateway-kit';
import { EVERYDAY, PUSH_CODE, renderFeatures, USER } from './features-test-kit';

const gateway = startTestGateway();
/** §7 Terms: a feature's terms accepted, with the phone of the step-up (the default feature code). */
const acceptTermsOf = (phoneGuid: string) =>
  `users/${USER}/phones/${phoneGuid}/features/${DEFAULT_TERMS_FEATURE}/acceptTerms`;
/** The terms reads, each with the feature code it asked for. */
const termsReads = () => received('GET', USER_TERMS).map((r) => r.url.searchParams.get('featureCode'));

const TERMS: TermsItem[] = [
  { featureCode: 'PRODUCT', type: 'EC', url: 'https://bank.example/push/terms', guid: 't-ec' },
  { featureCode: 'PRODUCT', type: 'PR', url: 'https://bank.example/push/privacy', guid: 't-pr' },
];
const HOME: Phone = { phoneGuid: 'p-home', phoneNumber: '3035550199', primary: true, contactStatus: 'VERIFIED' };
const MOBILE: Phone = { phoneGuid: 'p-mobile', phoneNumber: '2025550123', primary: false, contactStatus: 'VERIFIED' };
// Partners that say nowhere to send the card (as production's logos): images, no buttons.
const LOGOS: PartnerLogo[] = Array.from({ length: 20 }, (_, i) => ({
  name: `Partner ${i + 1}`,
  orgId: `partner-${i + 1}`,
  imageUrl: `https://cdn.example/logos/${i + 1}.png`,
}));

const section = () => screen.findByRole('region', { name: 'Push to partners' });

let scrollTo: { mockRestore: () => void } | undefined;

beforeEach(() => {
  // jsdom has no scrolling; a failed submit scrolls to its first invalid field (§5 Form behaviour).
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: [EVERYDAY] });
  gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [MOBILE, HOME] });
  gateway.reply('get', logosOf(':locale'), PartnerLogosResponseSchema, { logos: LOGOS.slice(0, 3) });
  gateway.replyEmpty('post', `users/${USER}/phones/:phoneGuid/features/:featureCode/acceptTerms`);
});

afterEach(() => {
  scrollTo?.mockRestore();
  portalStore.set(notificationsAtom, []);
});

describe('§6 push provisioning, off: its own terms turn it on (§7 step-up)', () => {
  beforeEach(() => {
    // Still to accept until accepted; none after.
    inTurn('get', USER_TERMS, json(TermsResponseSchema, { terms: TERMS }), json(TermsResponseSchema, { terms: [] }));
  });

  it("asks for the card's PUSH_PROVISION terms, and links each by its type, in a new window", async () => {
    await renderFeatures();
    const terms = await within(await section()).findByRole('list', { name: 'Terms for Push to partners' });
    expect(termsReads()).toContain(PUSH_CODE);
    const links = within(terms).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['Terms and conditions (opens in a new window)', 'https://bank.example/push/terms', '_blank'],
      ['Privacy policy (opens in a new window)', 'https://bank.example/push/privacy', '_blank'],
    ]);
    expect(
      within(await section()).getByText('Push to partners is off. To turn it on, read its terms and agree to them.'),
    ).toBeDefined();
  });

  it('Turn on without the box ticked says to accept the terms, focuses the box, and sends nothing', async () => {
    const { user } = await renderFeatures();
    const push = await section();
    await user.click(await within(push).findByRole('button', { name: 'Turn on' }));
    const box = within(push).getByRole('checkbox', { name: 'I agree to the Push to partners terms' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Error: Accept all terms to continue.',
    );
    expect(gateway.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('agree + Turn on sends the terms’ guids with the primary phone’s guid, then shows it on, says so, and moves focus to the section', async () => {
    const { user } = await renderFeatures();
    const push = await section();
    await user.click(await within(push).findByRole('checkbox', { name: 'I agree to the Push to partners terms' }));
    await user.click(within(push).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(within(push).getByRole('status').textContent).toBe('Push to partners is on.'));
    expect(gateway.requests.filter((r) => r.method === 'POST').map((r) => [r.url.pathname, r.body])).toEqual([
      [
        new URL(acceptTermsOf('p-home'), TEST_GATEWAY).pathname,
        { userTermsAndConditionList: [{ guid: 't-ec' }, { guid: 't-pr' }] },
      ],
    ]);
    expect(termsReads()).toHaveLength(2);
    expect(within(push).queryByRole('button', { name: 'Turn on' })).toBeNull();
    expect(await within(push).findAllByRole('img')).toHaveLength(3);
    expect(document.activeElement).toBe(within(push).getByRole('heading', { level: 2, name: 'Push to partners' }));
  });

  it('§8 a refused acceptance stays off, with the catalogue’s message in the form', async () => {
    gateway.fail('post', acceptTermsOf('p-home'), 'tooManyRequests', 429);
    const { user } = await renderFeatures();
    const push = await section();
    await user.click(await within(push).findByRole('checkbox', { name: 'I agree to the Push to partners terms' }));
    await user.click(within(push).getByRole('button', { name: 'Turn on' }));
    expect(await within(push).findByText('Too many attempts. Please wait a few minutes and try again.')).toBeDefined();
    expect(within(push).getByRole('button', { name: 'Turn on' })).toBeDefined();
  });

  it('without a phone: a phone number is needed, with the link to add one, and no Turn on', async () => {
    gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [] });
    await renderFeatures();
    const push = await section();
    expect(await within(push).findByText(/you need a phone number on your profile/)).toBeDefined();
    expect(within(push).getByRole('link', { name: 'Add a phone number' }).getAttribute('href')).toBe(
      '/userSettings/addPhone',
    );
    expect(within(push).queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('with phones but no primary one: the way to Settings, not to a new number', async () => {
    gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [{ ...MOBILE, contactStatus: 'UNVERIFIED' }] });
    await renderFeatures();
    const push = await section();
    expect(await within(push).findByText(/you need a verified primary phone number/)).toBeDefined();
    expect(within(push).getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/userSettings');
  });
});

describe('§6 push provisioning, on: the partners that can receive the card', () => {
  beforeEach(() => {
    gateway.reply('get', USER_TERMS, TermsResponseSchema, { terms: [] });
  });

  it('§9 shows at most 16 partner logos, asked for in en, each named by its partner', async () => {
    gateway.reply('get', logosOf('en'), PartnerLogosResponseSchema, { logos: LOGOS });
    await renderFeatures();
    const push = await section();
    const list = await within(push).findByRole('list', {
      name: 'Push to partners is on. You can send this card to these partners:',
    });
    const images = within(list).getAllByRole('img');
    expect(images).toHaveLength(16);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(LOGOS.slice(0, 16).map((logo) => logo.name));
    expect(images[0]?.getAttribute('src')).toBe('https://cdn.example/logos/1.png');
    expect(received('GET', logosOf('en'))).toHaveLength(1);
    expect(within(push).queryByRole('checkbox')).toBeNull();
    expect(received('GET', PHONES)).toEqual([]);
  });

  it('§9 in Spanish too, the logos are asked for in en (the page around them in Spanish)', async () => {
    await renderFeatures({ locale: 'es' });
    expect(
      await within(await screen.findByRole('region', { name: 'Envío a socios' })).findAllByRole('img'),
    ).toHaveLength(3);
    expect(received('GET', logosOf('en'))).toHaveLength(1);
    expect(received('GET', logosOf('es'))).toEqual([]);
  });

  it('a failed read of the logos stays in its place, with Try again; the rest of the page is there', async () => {
    inTurn(
      'get',
      logosOf('en'),
      refusal('VMCP_1001', 503),
      json(PartnerLogosResponseSchema, { logos: LOGOS.slice(0, 3) }),
    );
    const { user } = await renderFeatures();
    const push = await section();
    expect(await within(push).findByText("We couldn't load the partners. Please try again.")).toBeDefined();
    expect(screen.getByRole('list', { name: 'What you can do with Everyday, ending in 1111' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Show card details' })).toBeDefined();
    await user.click(within(push).getByRole('button', { name: 'Try again' }));
    expect(await within(push).findAllByRole('img')).toHaveLength(3);
  });

  it('while the logos load: a named busy indicator', async () => {
    gateway.handle('get', logosOf('en'), never);
    await renderFeatures();
    expect(await within(await section()).findByRole('progressbar', { name: 'Loading the partners' })).toBeDefined();
    await waitFor(() => expect(received('GET', logosOf('en'))).toHaveLength(1));
  });
});
