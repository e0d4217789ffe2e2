import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TermsItem } from '@portal/shared/api';
import { ApiError } from '@portal/shared/domain/errors';
import { installDialog, renderInPortal, setUpPortal } from '@portal/shared/testing';
import { preloginMessages } from '../../i18n/messages';
import { TermsDialog } from './terms-dialog';

const TERMS: TermsItem[] = [{ guid: 'g-ec', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms/v4' }];

beforeAll(installDialog);
beforeEach(async () => {
  await setUpPortal({ messages: { prelogin: preloginMessages } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Opener({ accept, onAccepted }: { accept?: () => Promise<unknown>; onAccepted: (guids: string[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Review terms
      </button>
      {open && <TermsDialog terms={TERMS} accept={accept} onAccepted={onAccepted} onCancel={() => setOpen(false)} />}
    </>
  );
}

describe('§2 short variant: the confirmation modal (TermsDialog)', () => {
  it('names itself, links the terms, and Accept posts then runs the success callback', async () => {
    const accept = vi.fn(async () => undefined);
    const onAccepted = vi.fn();
    renderInPortal(<Opener accept={accept} onAccepted={onAccepted} />, 'prelogin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept the terms' });
    expect(within(dialog).getByText(/By selecting Accept, you agree/)).toBeTruthy();
    expect(within(dialog).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://bank.example/terms/v4', 'https://bank.example/privacy', 'https://bank.example/software']);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(['g-ec']));
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('Cancel and Escape close it, focus back on the opener, nothing accepted', async () => {
    const onAccepted = vi.fn();
    renderInPortal(<Opener onAccepted={onAccepted} />, 'prelogin');
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Review terms' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('§8 a failed post shows in the modal, which stays open', async () => {
    const accept = vi.fn(async () => {
      throw new ApiError('VMCP_1006', 400, '', null);
    });
    const onAccepted = vi.fn();
    renderInPortal(<Opener accept={accept} onAccepted={onAccepted} />, 'prelogin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review terms' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await within(screen.getByRole('dialog')).findByText("We couldn't complete your request. Please check your details and try again.")).toBeTruthy();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
