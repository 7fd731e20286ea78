import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { Button, buttonClass } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits the form around it', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Guardar</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', () => {
    render(<Button type="submit">Enviar</Button>);
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
  });

  it('runs its action on click and not while disabled', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Guardar</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} disabled>
        Guardar
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('carries the classes of its variant, size and width, and the caller’s own', () => {
    render(
      <Button variant="danger" size="sm" block className="wide">
        Borrar
      </Button>,
    );
    expect(screen.getByRole('button').className.split(' ')).toEqual([
      'button',
      'danger',
      'sm',
      'block',
      'wide',
    ]);
  });

  it('gives links the look of a primary button of medium size by default', () => {
    expect(buttonClass()).toBe('button primary');
  });

  it('hands its element to a ref, so a dialog can focus it', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Cancelar</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Cancelar' }));
  });
});
