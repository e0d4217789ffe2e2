import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useRef, useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, ModalActions, type ModalProps } from './modal';
import { setupUser } from '../../testing';

// jsdom has <dialog> but not its methods: the test gives it the two the modal uses.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.open = true;
});
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
});
beforeEach(() => {
  showModal.mockClear();
});

/** §2's delete modal: heading, a message, Delete and Cancel, focus starting on Delete. */
function DeleteCard({
  dismissible = true,
  returnFocus,
}: {
  dismissible?: boolean;
  returnFocus?: ModalProps['returnFocus'];
}) {
  const [open, setOpen] = useState(false);
  const remove = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete card
      </button>
      <h2 id="cards-heading" tabIndex={-1}>
        Your cards
      </h2>
      {open && (
        <Modal
          title="Are you sure?"
          description={<p>The card ending 4242 will be deleted.</p>}
          initialFocus={remove}
          onDismiss={dismissible ? close : undefined}
          returnFocus={returnFocus}
        >
          <ModalActions>
            <button type="button" ref={remove} onClick={close}>
              Delete
            </button>
            <button type="button" onClick={close}>
              Cancel
            </button>
          </ModalActions>
        </Modal>
      )}
    </>
  );
}

async function openDelete(props: Parameters<typeof DeleteCard>[0] = {}) {
  const user = setupUser();
  render(<DeleteCard {...props} />);
  await user.click(screen.getByRole('button', { name: 'Delete card' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Are you sure?' }) };
}

describe('Modal', () => {
  it('is a native modal dialog, named by its heading and described by its message', async () => {
    const { dialog } = await openDelete();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('The card ending 4242 will be deleted.');
    expect(screen.getByRole('heading', { level: 2, name: 'Are you sure?' })).toBeDefined();
  });

  it('§2 focus starts on the chosen element (Delete)', async () => {
    await openDelete();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it('without a chosen element, focus starts on the first focusable one', () => {
    render(
      <Modal title="Note">
        <a href="/help">Help</a>
        <button type="button">OK</button>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Help' }));
  });

  it('with nothing focusable inside, the dialog itself takes focus', () => {
    render(<Modal title="Working" description={<p>Please wait.</p>} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Working' }));
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDelete();
    const remove = screen.getByRole('button', { name: 'Delete' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(remove);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(remove);
  });

  it('Escape closes a dismissible modal and gives focus back to the opener', async () => {
    const { user } = await openDelete();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete card' }));
  });

  it('Escape does nothing to a modal that may not be dismissed', async () => {
    const { user, dialog } = await openDelete({ dismissible: false });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it('closing through a button gives focus back to the opener', async () => {
    const { user } = await openDelete();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete card' }));
  });

  it('§2 returns focus to a named element (by id)', async () => {
    const { user } = await openDelete({ returnFocus: 'cards-heading' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your cards' }));
  });

  it('returns focus to the opener when the named element is not on the page', async () => {
    const { user } = await openDelete({ returnFocus: 'no-such-element' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete card' }));
  });

  it('is an alertdialog when asked', () => {
    render(<Modal role="alertdialog" title="Problem" description={<p>It failed.</p>} />);
    expect(screen.getByRole('alertdialog', { name: 'Problem' })).toBeDefined();
  });

  it("the platform's close request (cancel) dismisses a dismissible modal", async () => {
    const { dialog } = await openDelete();
    act(() => {
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a modal that may not be dismissed opens again when the browser closes it anyway', async () => {
    const { dialog } = await openDelete({ dismissible: false });
    act(() => {
      (dialog as HTMLDialogElement).close();
    });
    expect(showModal).toHaveBeenCalledTimes(2);
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });
});

describe('Modal under StrictMode (development)', () => {
  it("a close event queued by the first mount's cleanup does not dismiss the second mount", async () => {
    const onDismiss = vi.fn();
    const queued: Event[] = [];
    const close = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'close');
    // As browsers do: the close event is fired later, as a task.
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
      queued.push(new Event('close'));
    };
    try {
      render(
        <StrictMode>
          <Modal title="Note" onDismiss={onDismiss} />
        </StrictMode>,
      );
      const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Note' });
      expect(queued).toHaveLength(1);
      await act(async () => {
        for (const event of queued) dialog.dispatchEvent(event);
        await Promise.resolve();
      });
      expect(onDismiss).not.toHaveBeenCalled();
      expect(dialog.open).toBe(true);
    } finally {
      if (close) Object.defineProperty(HTMLDialogElement.prototype, 'close', close);
    }
  });
});
