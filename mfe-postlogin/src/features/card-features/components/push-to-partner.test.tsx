import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PartnerLogo, Phone, TermsItem } from '@portal/client/api';
import { PortalCardListSchema } from '@portal/domain/card';
import {
  FederatedProvisionResponseSchema,
  PartnerLogosResponseSchema,
  PartnerProvisionResponseSchema,
  PhonesResponseSchema,
  TermsResponseSchema,
} from '@portal/domain/schemas';
import { notificationsAtom, portalStore } from '@portal/client/state';
import { answer, startTestGateway, TEST_GATEWAY } from '@portal/ui/testing/network';
import {
  CARDS,
  FEDERATED_PROVISION,
  inTurn,
  json,
  logosOf,
  never,
  partnerOf,
  PHONES,
  received,
  USER_TERMS,
} from './features-gateway-kit';
import { ALL_FEATURES, EVERYDAY, PUSH_CODE, renderFeatures } from './features-test-kit';

const gateway = startTestGateway();

const partner = (name: string, orgId: string): PartnerLogo => ({
  name,
  orgId,
  imageUrl: `https://cdn.example/logos/${orgId}.svg`,
  provisionUrl: new URL(partnerOf(orgId), TEST_GATEWAY).href,
});
const PEBBLEWICK = partner('Pebblewick Pay', 'pebblewick-pay');
const GLIMMERBOX = partner('Glimmerbox Games', 'glimmerbox-games');

const PRIMARY: Phone = { phoneGuid: 'p-home', phoneNumber: '3035550199', primary: true, contactStatus: 'VERIFIED' };
const NEW_TERMS: TermsItem = { featureCode: 'PRODUCT', type: 'EC', url: 'https://bank.example/push', guid: 't-new' };

const section = () => screen.findByRole('region', { name: 'Push to partners' });
const statusOf = async () =>
  within(await section())
    .getAllByRole('status')
    .at(-1)?.textContent;

beforeEach(() => {
  gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: [EVERYDAY] });
  gateway.reply('get', USER_TERMS, TermsResponseSchema, { terms: [] });
  gateway.reply('get', logosOf(':locale'), PartnerLogosResponseSchema, { logos: [PEBBLEWICK, GLIMMERBOX] });
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
});

describe('§6 push provisioning: choosing a partner sends the card there and says what the partner answered', () => {
  it('asks for a federated token for the card and that partner, hands only the token to the partner, and announces its acceptance', async () => {
    const tokens = gateway.reply('post', FEDERATED_PROVISION, FederatedProvisionResponseSchema, {
      federatedToken: 'FT-1',
    });
    const pushed = gateway.reply('post', partnerOf('pebblewick-pay'), PartnerProvisionResponseSchema, {
      outcome: 'accepted',
    });
    const { user } = await renderFeatures();
    const push = await section();
    expect(
      await within(push).findByRole('list', { name: 'Push to partners is on. Choose a partner to send this card to:' }),
    ).toBeDefined();
    const button = within(push).getByRole('button', { name: 'Send this card to Pebblewick Pay' });
    await user.click(button);
    await waitFor(async () =>
      expect(await statusOf()).toBe('Pebblewick Pay accepted this card. You can now pay with it there.'),
    );
    expect(tokens.map((r) => r.body)).toEqual([{ panGuid: EVERYDAY.panGuid, orgId: 'pebblewick-pay' }]);
    expect(pushed.map((r) => [r.body, r.headers.get('Authorization')])).toEqual([[{ federatedToken: 'FT-1' }, null]]);
    // The person stays where they were: on the partner they chose.
    expect(document.activeElement).toBe(button);
  });

  it.each([
    ['alreadyProvisioned', "Pebblewick Pay already has this card. There's nothing more to do."],
    [
      'declined',
      'Pebblewick Pay declined this card. You can choose another partner, or contact Pebblewick Pay to ask why.',
    ],
  ] as const)('a partner that answers %s says so', async (outcome, text) => {
    gateway.reply('post', FEDERATED_PROVISION, FederatedProvisionResponseSchema, { federatedToken: 'FT-1' });
    gateway.reply('post', partnerOf('pebblewick-pay'), PartnerProvisionResponseSchema, { outcome });
    const { user } = await renderFeatures();
    await user.click(await within(await section()).findByRole('button', { name: 'Send this card to Pebblewick Pay' }));
    await waitFor(async () => expect(await statusOf()).toBe(text));
  });

  it('each choice asks for a token of its own; the second partner’s answer replaces the first', async () => {
    inTurn(
      'post',
      FEDERATED_PROVISION,
      json(FederatedProvisionResponseSchema, { federatedToken: 'FT-1' }),
      json(FederatedProvisionResponseSchema, { federatedToken: 'FT-2' }),
    );
    gateway.reply('post', partnerOf('pebblewick-pay'), PartnerProvisionResponseSchema, { outcome: 'accepted' });
    const glimmerbox = gateway.reply('post', partnerOf('glimmerbox-games'), PartnerProvisionResponseSchema, {
      outcome: 'declined',
    });
    const { user } = await renderFeatures();
    const push = await section();
    await user.click(await within(push).findByRole('button', { name: 'Send this card to Pebblewick Pay' }));
    await waitFor(async () => expect(await statusOf()).toMatch(/^Pebblewick Pay accepted/));
    await user.click(within(push).getByRole('button', { name: 'Send this card to Glimmerbox Games' }));
    await waitFor(async () => expect(await statusOf()).toMatch(/^Glimmerbox Games declined/));
    expect(glimmerbox.map((r) => r.body)).toEqual([{ federatedToken: 'FT-2' }]);
  });

  it('while a card is on its way: said, and a second click sends nothing more', async () => {
    const tokens = gateway.reply('post', FEDERATED_PROVISION, FederatedProvisionResponseSchema, {
      federatedToken: 'FT-1',
    });
    gateway.handle('post', partnerOf('pebblewick-pay'), never);
    const { user } = await renderFeatures();
    const button = await within(await section()).findByRole('button', { name: 'Send this card to Pebblewick Pay' });
    await user.click(button);
    await waitFor(async () => expect(await statusOf()).toBe('Sending this card to Pebblewick Pay…'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(await section()).getByRole('button', { name: 'Send this card to Glimmerbox Games' }));
    expect(tokens).toHaveLength(1);
  });

  it.each([
    [
      'the gateway refuses the token (its terms to accept again)',
      () => gateway.fail('post', FEDERATED_PROVISION, '403', 403),
      'The terms of Push to partners have changed. Read and accept them to send this card.',
    ],
    [
      'the partner refuses the token',
      () => {
        gateway.reply('post', FEDERATED_PROVISION, FederatedProvisionResponseSchema, { federatedToken: 'FT-1' });
        gateway.fail('post', partnerOf('pebblewick-pay'), 'inputValidationError', 400);
      },
      "The partner couldn't take this card just now. Please try again.",
    ],
    [
      'the partner answers nonsense',
      () => {
        gateway.reply('post', FEDERATED_PROVISION, FederatedProvisionResponseSchema, { federatedToken: 'FT-1' });
        gateway.handle('post', partnerOf('pebblewick-pay'), () => answer(PartnerLogosResponseSchema, { logos: [] }));
      },
      /^Sorry, we are unable to process your request/,
    ],
  ] as const)(
    '§8 when %s: its message in the section, no answer claimed, and the partners still there',
    async (_case, stub, text) => {
      stub();
      const { user } = await renderFeatures();
      const push = await section();
      await user.click(await within(push).findByRole('button', { name: 'Send this card to Pebblewick Pay' }));
      await waitFor(() => expect(within(push).getByRole('alert').textContent).toMatch(text));
      expect(await statusOf()).toBe('');
      expect(within(push).getByRole('button', { name: 'Send this card to Pebblewick Pay' })).toBeDefined();
    },
  );

  it('a 403 reads the terms again: terms changed since the page was shown bring back Turn on', async () => {
    gateway.fail('post', FEDERATED_PROVISION, '403', 403);
    inTurn(
      'get',
      USER_TERMS,
      json(TermsResponseSchema, { terms: [] }),
      json(TermsResponseSchema, { terms: [NEW_TERMS] }),
    );
    gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [PRIMARY] });
    const { user } = await renderFeatures();
    const push = await section();
    await user.click(await within(push).findByRole('button', { name: 'Send this card to Pebblewick Pay' }));
    expect(await within(push).findByRole('button', { name: 'Turn on' })).toBeDefined();
    expect(received('GET', USER_TERMS)).toHaveLength(2);
  });

  it('in Spanish: the partner buttons and the answer', async () => {
    gateway.reply('post', FEDERATED_PROVISION, FederatedProvisionResponseSchema, { federatedToken: 'FT-1' });
    gateway.reply('post', partnerOf('pebblewick-pay'), PartnerProvisionResponseSchema, { outcome: 'accepted' });
    const { user } = await renderFeatures({ locale: 'es' });
    const push = await screen.findByRole('region', { name: 'Envío a socios' });
    await user.click(await within(push).findByRole('button', { name: 'Enviar esta tarjeta a Pebblewick Pay' }));
    await waitFor(() =>
      expect(within(push).getAllByRole('status').at(-1)?.textContent).toBe(
        'Pebblewick Pay aceptó esta tarjeta. Ya puede pagar con ella allí.',
      ),
    );
  });
});

describe('§6 push provisioning is on only when every push code’s terms are accepted', () => {
  const OTHER_CODE = 'MC_PUSH_PROVISION';
  const TERMS: TermsItem = { featureCode: 'PRODUCT', type: 'EC', url: 'https://bank.example/mc-push', guid: 't-mc' };

  beforeEach(() => {
    gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [PRIMARY] });
    gateway.reply('get', CARDS, PortalCardListSchema, {
      paymentInstruments: [{ ...EVERYDAY, cardFeatures: [...EVERYDAY.cardFeatures, OTHER_CODE] }],
    });
    // The first code's terms are accepted; the second's are not.
    gateway.handle('get', USER_TERMS, ({ url }) =>
      answer(TermsResponseSchema, { terms: url.searchParams.get('featureCode') === OTHER_CODE ? [TERMS] : [] }),
    );
  });

  it("a card with two push codes is off while the second's terms wait, and asks for those", async () => {
    const features = [
      ...ALL_FEATURES,
      { featureCD: OTHER_CODE, activeIndicator: 'Y' as const, digitalPlatforms: ['WEB_SDK'], supportivePlatforms: [] },
    ];
    await renderFeatures({ features });
    const push = await section();
    const terms = await within(push).findByRole('list', { name: 'Terms for Push to partners' });
    expect(
      within(terms)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://bank.example/mc-push']);
    expect(
      received('GET', USER_TERMS)
        .map((r) => r.url.searchParams.get('featureCode'))
        .sort(),
    ).toEqual([OTHER_CODE, PUSH_CODE]);
    expect(within(push).queryByRole('button', { name: /^Send this card to/ })).toBeNull();
    expect(await within(push).findByRole('button', { name: 'Turn on' })).toBeDefined();
  });
});
