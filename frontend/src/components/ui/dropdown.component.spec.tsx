import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DROPDOWN_CLOSE_DELAY_MS, Dropdown, dropdownItemClass } from './dropdown';

function AccountMenu({ openOnHover = false }: { openOnHover?: boolean }) {
  return (
    <>
      <Dropdown
        openOnHover={openOnHover}
        trigger={(props) => (
          <button type="button" {...props}>
            Mi cuenta
          </button>
        )}
      >
        <a className={dropdownItemClass} href="/cuenta">
          Perfil
        </a>
        <a className={dropdownItemClass} href="/cuenta/favoritos">
          Favoritos
        </a>
        <button type="button" className={dropdownItemClass}>
          Cerrar sesión
        </button>
      </Dropdown>
      <button type="button">Fuera</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Mi cuenta' });
const item = (name: string) => screen.getByRole(name === 'Cerrar sesión' ? 'button' : 'link', { name });

describe('Dropdown with the keyboard', () => {
  it('is closed at first and says so', () => {
    render(<AccountMenu />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens on %s with the focus on the first item', async (key) => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    trigger().focus();

    await user.keyboard(key);

    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(item('Perfil'));
    expect(item('Perfil')).toHaveFocus();
  });

  it('opens on ArrowUp with the focus on the last item', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Cerrar sesión')).toHaveFocus();
  });

  it('moves between items with the arrows, wrapping around, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{ArrowDown}');
    expect(item('Favoritos')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Perfil')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Cerrar sesión')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Perfil')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Cerrar sesión')).toHaveFocus();
  });

  it('closes on Escape and returns the focus to its button', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');

    await user.keyboard('{Escape}');

    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes when the focus leaves it', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    trigger().focus();
    await user.keyboard('{ArrowUp}');

    await user.tab();

    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Dropdown with a pointer', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('toggles on click and closes when an item is chosen or on a press outside', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger());
    await user.click(item('Cerrar sesión'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes 300 ms after the mouse leaves, unless it comes back', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<AccountMenu openOnHover />);
    const outside = screen.getByRole('button', { name: 'Fuera' });

    await user.hover(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await user.hover(outside);
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    await user.hover(item('Perfil'));
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await user.hover(outside);
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the button it opened on hover is clicked, and closes on the next click', async () => {
    const user = userEvent.setup();
    render(<AccountMenu openOnHover />);

    await user.hover(trigger());
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
