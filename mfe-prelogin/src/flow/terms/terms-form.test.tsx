import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TermsItem } from '@portal/client/api';
import { ApiError } from '@portal/domain/errors';
import { FormSummary, usePortalForm } from '@portal/ui/forms';
import { acceptTermsFormSchema } from '@portal/domain/schemas';
import { errorPopupAtom, notificationsAtom, portalStore } from '@portal/client/state';
import { renderInPortal, setStoredSession, setUpPortal, setupUser, testIssuer } from '@portal/ui/testing';
import { preloginMessages } from '../../i18n/messages';
import { TermsCheckbox } from './terms-checkbox';
import { TermsForm, type TermsFormProps } from './terms-form';
import { termsLinks } from './terms-links';

const TERMS: TermsItem[] = [
  { guid: 'g-ec-app', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms/app' },
  { guid: 'g-ec-card', featureCode: 'PRODUCT', type: 'EC', url: 'https://bank.example/terms/card' },
  { guid: 'g-pr', featureCode: 'APP', type: 'PR', url: 'https://bank.example/privacy/v3' },
  { guid: 'g-sl', featureCode: 'APP', type: 'SL', url: 'https://bank.example/licence/v3' },
];

beforeEach(async () => {
  await setUpPortal({ messages: { prelogin: preloginMessages } });
  portalStore.set(notificationsAtom, []);
  portalStore.set(errorPopupAtom, null);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderForm(props: Partial<TermsFormProps> = {}) {
  const onAccepted = vi.fn<(guids: string[]) => void>();
  renderInPortal(<TermsForm terms={TERMS} onAccepted={onAccepted} {...props} />, 'prelogin');
  return { user: setupUser(), onAccepted };
}
const box = () => screen.getByRole('checkbox', { name: /I have read and agree/ });

describe('termsLinks (§3 Terms EC, PR, SL)', () => {
  it('one link per item in EC, PR, SL order; a kind without an item links to the issuer document', () => {
    const urls = testIssuer().url;
    expect(termsLinks(TERMS, urls).map((l) => [l.type, l.url, l.feature])).toEqual([
      ['EC', 'https://bank.example/terms/app', 'APP'],
      ['EC', 'https://bank.example/terms/card', 'PRODUCT'],
      ['PR', 'https://bank.example/privacy/v3', undefined],
      ['SL', 'https://bank.example/licence/v3', undefined],
    ]);
    expect(termsLinks([], urls).map((l) => [l.type, l.url])).toEqual([
      ['EC', 'https://bank.example/terms'],
      ['PR', 'https://bank.example/privacy'],
      ['SL', 'https://bank.example/software'],
    ]);
  });
});

describe('§2 Terms page (TermsForm), §4 Flows Terms', () => {
  it('a checkbox to agree, links to terms, privacy and licence in new windows, then Accept and Cancel', () => {
    renderForm();
    expect(box().getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('target')])).toEqual([
      ['Terms and conditions (online service) (opens in a new window)', '_blank'],
      ['Terms and conditions (card) (opens in a new window)', '_blank'],
      ['Privacy policy (opens in a new window)', '_blank'],
      ['Software licence (opens in a new window)', '_blank'],
    ]);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Cancel']);
  });

  it('the box must be ticked: otherwise a form error shows, focus goes to the box, and nothing is posted', async () => {
    const accept = vi.fn(async () => undefined);
    const { user, onAccepted } = renderForm({ accept });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accept all terms to continue.')).toBeTruthy();
    expect(screen.getByText('The form has errors. Please correct the fields marked below.')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box());
    expect([accept.mock.calls.length, onAccepted.mock.calls.length]).toEqual([0, 0]);
  });

  it('accepting posts, then runs the success callback with the guids of the terms shown', async () => {
    const order: string[] = [];
    const accept = vi.fn(async () => {
      order.push('post');
    });
    const { user, onAccepted } = renderForm({ accept });
    onAccepted.mockImplementation(() => order.push('success'));
    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(order).toEqual(['post', 'success']));
    expect(onAccepted).toHaveBeenCalledWith(['g-ec-app', 'g-ec-card', 'g-pr', 'g-sl']);
  });

  it('without a post (enrolment sends the guids later) the success callback runs at once', async () => {
    const { user, onAccepted } = renderForm();
    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
  });

  it('§8 a failed post shows in the form (VMCP_1006) and the success callback does not run', async () => {
    const accept = vi.fn(async () => {
      throw new ApiError('VMCP_1006', 400, '', null);
    });
    const { user, onAccepted } = renderForm({ accept });
    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const message = await screen.findByText(
      "We couldn't complete your request. Please check your details and try again.",
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('§8 a 500 raises the technical popup; with a session under way, its button signs out', async () => {
    const accept = vi.fn(async () => {
      throw new ApiError('VMCP_001', 500, '', null);
    });
    setStoredSession({ partialAccess: true, token: { name: 'access_token', value: 'partial-1', timestamp: 1 } });
    const { user } = renderForm({ accept });
    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(portalStore.get(errorPopupAtom)).toMatchObject({
        messageKey: 'errors:technical',
        action: { kind: 'signOut' },
      }),
    );
  });

  it('Cancel runs the cancel callback when given, else goes back in history', async () => {
    const onCancel = vi.fn();
    const { user } = renderForm({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderForm();
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[1] ?? document.body);
    expect(back).toHaveBeenCalledTimes(1);
  });
});

/** A form of another feature (enrolment) holding the short checkbox variant. */
function HostForm({ onValid }: { onValid: () => void }) {
  const form = usePortalForm(acceptTermsFormSchema);
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormSummary form={form} />
      <TermsCheckbox form={form} name="acceptTerms" terms={TERMS.slice(2)} />
      <button type="submit">Continue</button>
    </form>
  );
}

describe('§2 short variant: the checkbox inside another form (TermsCheckbox)', () => {
  it('is required by the host form, with its error announced on the box, then lets it through', async () => {
    const onValid = vi.fn();
    renderInPortal(<HostForm onValid={onValid} />, 'prelogin');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The form validates asynchronously: wait for its answer rather than assume one turn is enough.
    await waitFor(() => expect(box().getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(box().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Error: Accept all terms to continue.',
    );
    expect(onValid).not.toHaveBeenCalled();
    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(
      within(document.body)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://bank.example/terms', 'https://bank.example/privacy/v3', 'https://bank.example/licence/v3']);
  });
});
