import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog holding a text field and a button. */
function PageWithDialog({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar nombre
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Nombre"
        description="Así te verá la agencia."
        closeLabel="Cerrar"
      >
        <label>
          Nombre
          <input />
        </label>
        <button type="button">Guardar</button>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Editar nombre' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Nombre' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<PageWithDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title and described by its description', async () => {
    render(<PageWithDialog />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Así te verá la agencia.');
  });

  it('focuses the first field, not the close button', async () => {
    render(<PageWithDialog />);
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it('focuses the element the caller asks for', async () => {
    function WithInitialFocus() {
      const saveRef = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onClose={() => undefined} title="Nombre" closeLabel="Cerrar" initialFocusRef={saveRef}>
          <input aria-label="Nombre" />
          <button ref={saveRef} type="button">
            Guardar
          </button>
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last element to the first, and Shift+Tab from the first to the last', async () => {
    render(<PageWithDialog />);
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const field = screen.getByRole('textbox', { name: 'Nombre' });
    const save = screen.getByRole('button', { name: 'Guardar' });

    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();

    close.focus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    render(<PageWithDialog onClose={onClose} />);
    const { user } = await openDialog();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar nombre' })).toHaveFocus();
  });

  it('closes with its close button and on a click on the backdrop, not on a click inside', async () => {
    const onClose = jest.fn();
    render(<PageWithDialog onClose={onClose} />);
    const { user, dialog } = await openDialog();

    await user.click(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Editar nombre' }));
    await user.click(screen.getByRole('dialog'));
    expect(dialog).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="¿Borrar la villa?"
      confirmLabel="Borrar"
      cancelLabel="Cancelar"
      closeLabel="Cerrar"
      busyLabel="Borrando…"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      Desaparecerá del catálogo.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('starts on Cancel, so Enter never confirms by accident', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    await user.keyboard('{Enter}');

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its confirm button', async () => {
    const { onConfirm, user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const { onCancel, user } = renderConfirm();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy: says so on the confirm button, disables both and ignores Escape', async () => {
    const { onCancel, user } = renderConfirm({ busy: true });
    expect(screen.getByRole('button', { name: 'Borrando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();

    await user.keyboard('{Escape}');

    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('announces the error of a failed attempt', () => {
    renderConfirm({ error: 'No se pudo borrar.' });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo borrar.');
  });
});
