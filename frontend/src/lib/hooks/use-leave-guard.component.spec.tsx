import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from './use-leave-guard';

const LEAVE_MESSAGE = 'Hay cambios sin guardar. ¿Salir de todos modos?';

/** A back-office form: typing in it makes unsaved changes; links and a button lead away from it. */
function PropertyForm() {
  const [title, setTitle] = useState('');
  const navigate = useNavigate();
  useLeaveGuard(title !== '', LEAVE_MESSAGE);
  return (
    <>
      <h1>Editar propiedad</h1>
      <label>
        Título
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <Link to="/admin">Volver al panel</Link>
      <Link to="?tab=gallery">Galería</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Atrás
      </button>
    </>
  );
}

const FORM_PATH = '/admin/propiedades/villa-mar';

/** The form opened from the back office's dashboard, so Back leads to the dashboard. */
function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <h1>Panel</h1> },
      { path: FORM_PATH, element: <PropertyForm /> },
    ],
    { initialEntries: ['/admin', FORM_PATH], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  return {
    router,
    user,
    makeChanges: () => user.type(screen.getByRole('textbox', { name: 'Título' }), 'Villa Mar'),
    pathname: () => router.state.location.pathname,
  };
}

describe('useLeaveGuard', () => {
  let confirm: jest.SpiedFunction<typeof window.confirm>;
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  });

  it('with unsaved changes, a link asks first and stays on the page on “Cancel”', async () => {
    const { user, makeChanges, pathname } = renderForm();
    await makeChanges();

    await user.click(screen.getByRole('link', { name: 'Volver al panel' }));

    expect(confirm).toHaveBeenCalledWith(LEAVE_MESSAGE);
    expect(pathname()).toBe(FORM_PATH);
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Villa Mar');
  });

  it('with unsaved changes, a link goes on after “OK”', async () => {
    confirm.mockReturnValue(true);
    const { user, makeChanges, pathname } = renderForm();
    await makeChanges();

    await user.click(screen.getByRole('link', { name: 'Volver al panel' }));

    expect(confirm).toHaveBeenCalledTimes(1);
    expect(pathname()).toBe('/admin');
    expect(screen.getByRole('heading', { name: 'Panel' })).toBeInTheDocument();
  });

  it('with unsaved changes, going back from the code (navigate(-1)) asks first', async () => {
    confirm.mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, makeChanges, pathname } = renderForm();
    await makeChanges();

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(pathname()).toBe(FORM_PATH);

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(pathname()).toBe('/admin');
  });

  it('with unsaved changes, the browser’s Back button asks first', async () => {
    const { router, makeChanges, pathname } = renderForm();
    await makeChanges();

    await act(() => router.navigate(-1));

    expect(confirm).toHaveBeenCalledWith(LEAVE_MESSAGE);
    expect(pathname()).toBe(FORM_PATH);
  });

  it('without changes, never asks', async () => {
    const { router, user, pathname } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(pathname()).toBe('/admin');
    await act(() => router.navigate(FORM_PATH));
    await user.click(screen.getByRole('link', { name: 'Volver al panel' }));
    expect(pathname()).toBe('/admin');

    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not ask for a change of the query string, which stays on the page', async () => {
    const { user, makeChanges, router } = renderForm();
    await makeChanges();

    await user.click(screen.getByRole('link', { name: 'Galería' }));

    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?tab=gallery');
  });

  it('with unsaved changes, has the browser ask before a reload or closing the tab', async () => {
    const { makeChanges } = renderForm();
    const beforeUnload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(beforeUnload()).toBe(false);

    await makeChanges();
    expect(beforeUnload()).toBe(true);
  });
});
