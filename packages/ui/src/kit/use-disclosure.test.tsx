import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDisclosure } from './use-disclosure';
import { setupUser } from '../../testing';

function Menu() {
  const { open, panelId, closeOnEscape, buttonProps } = useDisclosure();
  return (
    <div>
      <button {...buttonProps}>Options</button>
      {open && (
        <ul id={panelId}>
          <li>
            <button type="button" onKeyDown={closeOnEscape}>
              First
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

describe('useDisclosure', () => {
  it('opens and closes with the button, and names its panel', async () => {
    const user = setupUser();
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Options' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeNull();
    await user.click(button);
    expect(screen.queryByRole('button', { name: 'First' })).toBeNull();
  });

  it('Escape inside the panel closes it and gives focus back to the button', async () => {
    const user = setupUser();
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Options' });
    await user.click(button);
    screen.getByRole('button', { name: 'First' }).focus();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
