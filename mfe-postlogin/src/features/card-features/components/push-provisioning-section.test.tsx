import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@portal/client/api';
import {
  acceptFeatureTerms,
  getCards,
  getPartnerLogos,
  getPhones,
  getUserTerms,
  type PartnerLogo,
  type Phone,
  type TermsItem,
} from '@portal/client/api';
import { notificationsAtom, portalStore } from '@portal/client/state';
import { apiError } from '@portal/ui/testing';
import { EVERYDAY, PUSH_CODE, renderFeatures, USER } from './features-test-kit';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getCards: vi.fn(),
  getCardDetails: vi.fn(),
  getUserTerms: vi.fn(),
  acceptFeatureTerms: vi.fn(),
  getPartnerLogos: vi.fn(),
  getPhones: vi.fn(),
}));

const TERMS: TermsItem[] = [
  { featureCode: 'PRODUCT', type: 'EC', url: 'https://bank.example/push/terms', guid: 't-ec' },
  { featureCode: 'PRODUCT', type: 'PR', url: 'https://bank.example/push/privacy', guid: 't-pr' },
];
const HOME: Phone = { phoneGuid: 'p-home', phoneNumber: '3035550199', primary: true, contactStatus: 'VERIFIED' };
const MOBILE: Phone = { phoneGuid: 'p-mobile', phoneNumber: '2025550123', primary: false, contactStatus: 'VERIFIED' };
const LOGOS: PartnerLogo[] = Array.from({ length: 20 }, (_, i) => ({
  name: `Partner ${i + 1}`,
  imageUrl: `https://cdn.example/logos/${i + 1}.png`,
}));

const section = () => screen.findByRole('region', { name: 'Push to partners' });

let scrollTo: { mockRestore: () => void } | undefined;

beforeEach(() => {
  // jsdom has no scrolling; a failed submit scrolls to its first invalid field (§5 Form behaviour).
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.mocked(getCards).mockResolvedValue([EVERYDAY]);
  vi.mocked(getPhones).mockResolvedValue([MOBILE, HOME]);
  vi.mocked(getPartnerLogos).mockResolvedValue(LOGOS.slice(0, 3));
  vi.mocked(acceptFeatureTerms).mockResolvedValue(undefined);
});

afterEach(() => {
  scrollTo?.mockRestore();
  for (const call of [getCards, getPhones, getPartnerLogos, getUserTerms, acceptFeatureTerms])
    vi.mocked(call).mockReset();
  portalStore.set(notificationsAtom, []);
});

describe('§6 push provisioning, off: its own terms turn it on (§7 step-up)', () => {
  beforeEach(() => {
    // Still to accept until accepted; none after.
    vi.mocked(getUserTerms).mockResolvedValueOnce(TERMS).mockResolvedValue([]);
  });

  it("asks for the card's PUSH_PROVISION terms, and links each by its type, in a new window", async () => {
    await renderFeatures();
    const terms = await within(await section()).findByRole('list', { name: 'Terms for Push to partners' });
    expect(getUserTerms).toHaveBeenCalledWith(USER, PUSH_CODE);
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
    expect(acceptFeatureTerms).not.toHaveBeenCalled();
  });

  it('agree + Turn on sends the terms’ guids with the primary phone’s guid, then shows it on, says so, and moves focus to the section', async () => {
    const { user } = await renderFeatures();
    const push = await section();
    await user.click(await within(push).findByRole('checkbox', { name: 'I agree to the Push to partners terms' }));
    await user.click(within(push).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(within(push).getByRole('status').textContent).toBe('Push to partners is on.'));
    expect(acceptFeatureTerms).toHaveBeenCalledWith(USER, 'p-home', {
      userTermsAndConditionList: [{ guid: 't-ec' }, { guid: 't-pr' }],
    });
    expect(getUserTerms).toHaveBeenCalledTimes(2);
    expect(within(push).queryByRole('button', { name: 'Turn on' })).toBeNull();
    expect(await within(push).findAllByRole('img')).toHaveLength(3);
    expect(document.activeElement).toBe(within(push).getByRole('heading', { level: 2, name: 'Push to partners' }));
  });

  it('§8 a refused acceptance stays off, with the catalogue’s message in the form', async () => {
    vi.mocked(acceptFeatureTerms).mockRejectedValueOnce(apiError('tooManyRequests', 429));
    const { user } = await renderFeatures();
    const push = await section();
    await user.click(await within(push).findByRole('checkbox', { name: 'I agree to the Push to partners terms' }));
    await user.click(within(push).getByRole('button', { name: 'Turn on' }));
    expect(await within(push).findByText('Too many attempts. Please wait a few minutes and try again.')).toBeDefined();
    expect(within(push).getByRole('button', { name: 'Turn on' })).toBeDefined();
  });

  it('without a phone: a phone number is needed, with the link to add one, and no Turn on', async () => {
    vi.mocked(getPhones).mockResolvedValue([]);
    await renderFeatures();
    const push = await section();
    expect(await within(push).findByText(/you need a phone number on your profile/)).toBeDefined();
    expect(within(push).getByRole('link', { name: 'Add a phone number' }).getAttribute('href')).toBe(
      '/userSettings/addPhone',
    );
    expect(within(push).queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('with phones but no primary one: the way to Settings, not to a new number', async () => {
    vi.mocked(getPhones).mockResolvedValue([{ ...MOBILE, contactStatus: 'UNVERIFIED' }]);
    await renderFeatures();
    const push = await section();
    expect(await within(push).findByText(/you need a verified primary phone number/)).toBeDefined();
    expect(within(push).getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/userSettings');
  });
});

describe('§6 push provisioning, on: the partners that can receive the card', () => {
  beforeEach(() => {
    vi.mocked(getUserTerms).mockResolvedValue([]);
  });

  it('§9 shows at most 16 partner logos, in the page’s language, each named by its partner', async () => {
    vi.mocked(getPartnerLogos).mockResolvedValue(LOGOS);
    await renderFeatures();
    const push = await section();
    const list = await within(push).findByRole('list', {
      name: 'Push to partners is on. You can send this card to these partners:',
    });
    const images = within(list).getAllByRole('img');
    expect(images).toHaveLength(16);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(LOGOS.slice(0, 16).map((logo) => logo.name));
    expect(images[0]?.getAttribute('src')).toBe('https://cdn.example/logos/1.png');
    expect(getPartnerLogos).toHaveBeenCalledWith('en');
    expect(within(push).queryByRole('checkbox')).toBeNull();
    expect(getPhones).not.toHaveBeenCalled();
  });

  it('in Spanish, the Spanish logos', async () => {
    await renderFeatures({ locale: 'es' });
    expect(
      await within(await screen.findByRole('region', { name: 'Envío a socios' })).findAllByRole('img'),
    ).toHaveLength(3);
    expect(getPartnerLogos).toHaveBeenCalledWith('es');
  });

  it('a failed read of the logos stays in its place, with Try again; the rest of the page is there', async () => {
    vi.mocked(getPartnerLogos).mockRejectedValueOnce(apiError('VMCP_1001', 503));
    const { user } = await renderFeatures();
    const push = await section();
    expect(await within(push).findByText("We couldn't load the partners. Please try again.")).toBeDefined();
    expect(screen.getByRole('list', { name: 'What you can do with Everyday, ending in 1111' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Show card details' })).toBeDefined();
    await user.click(within(push).getByRole('button', { name: 'Try again' }));
    expect(await within(push).findAllByRole('img')).toHaveLength(3);
  });

  it('while the logos load: a named busy indicator', async () => {
    vi.mocked(getPartnerLogos).mockReturnValue(new Promise(() => undefined));
    await renderFeatures();
    expect(await within(await section()).findByRole('progressbar', { name: 'Loading the partners' })).toBeDefined();
  });
});
