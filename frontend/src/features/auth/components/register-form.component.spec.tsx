import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { RegisterForm } from './register-form';

const REGISTER = 'POST /api/auth/register';

const SESSION = {
  accessToken: 'access-token',
  tokenType: 'Bearer',
  expiresIn: 900,
  idleTimeoutSeconds: 1800,
  sessionExpiresAt: '2026-12-01T00:00:00.000Z',
  user: {
    id: '0d7f3f0e-8f5e-4a36-9d39-2b1c44f0b7a1',
    email: 'lucia@example.com',
    emailVerified: false,
    firstName: 'Lucía',
    lastName: 'Ortiz',
    displayName: null,
    role: 'user',
  },
};

function renderRegisterForm(send: FakeRoute = () => ({ status: 201, body: SESSION })) {
  const api = fakeApi({ [REGISTER]: send });
  const onDone = jest.fn();
  renderWithProviders(<RegisterForm onSwitch={() => undefined} onDone={onDone} />, {
    router: { path: '/' },
  });
  // No pause between keystrokes: the form reacts to each one all the same.
  return { api, onDone, user: userEvent.setup({ delay: null }) };
}

/** The input labelled `label`, followed by the asterisk of a required field or the word "(optional)". */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\*| ?\\(.+\\))?$`), { selector: 'input' });

type User = ReturnType<typeof userEvent.setup>;

async function fillIn(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

const VALID = {
  Nombre: 'Lucía',
  Apellidos: 'Ortiz',
  'Correo electrónico': 'lucia@example.com',
  Contraseña: 'Cantabria-2026!',
  'Repita la contraseña': 'Cantabria-2026!',
};

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

describe('RegisterForm', () => {
  afterEach(() => {
    endSession();
    queryClient.clear();
  });

  it('shows each problem next to its field on submit, focuses the first, and sends nothing', async () => {
    const { api, user } = renderRegisterForm();
    await user.type(field('Correo electrónico'), 'lucia@');

    await submit(user);

    expect(field('Nombre')).toHaveFocus();
    expect(field('Nombre')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(field('Apellidos')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(field('Correo electrónico')).toHaveAccessibleDescription('El correo electrónico no es válido');
    expect(screen.getByRole('checkbox', { name: /Acepto los términos/ })).toHaveAccessibleDescription(
      'Debe aceptar los términos y la política de privacidad',
    );
    expect(field('Nombre para mostrar')).not.toHaveAttribute('aria-invalid');
    expect(api.calls()).toEqual([]);
  });

  it('words its errors in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { api, user } = renderRegisterForm();
    await user.type(field('Email'), 'lucia@');
    await user.type(field('Password'), 'short');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field('First name')).toHaveAccessibleDescription('This field is required');
    expect(field('Email')).toHaveAccessibleDescription('The email address is not valid');
    expect(field('Password')).toHaveAccessibleDescription(
      'At least 8 characters. A few uncommon words are easy to remember and hard to guess. Password must be at least 8 characters',
    );
    expect(api.calls()).toEqual([]);
  });

  it('asks for the same password twice', async () => {
    const { api, user } = renderRegisterForm();
    await fillIn(user, { ...VALID, 'Repita la contraseña': 'Cantabria-2025!' });
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));

    await submit(user);

    expect(field('Repita la contraseña')).toHaveFocus();
    expect(field('Repita la contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(api.calls()).toEqual([]);
  });

  it('creates the account with what was typed once every rule holds', async () => {
    const { api, onDone, user } = renderRegisterForm();
    await fillIn(user, VALID);
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));

    await submit(user);

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.calls()).toEqual([REGISTER]);
    expect(await api.lastBody(REGISTER)).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Ortiz',
      displayName: null,
      email: 'lucia@example.com',
      phone: null,
      password: 'Cantabria-2026!',
      confirmPassword: 'Cantabria-2026!',
      acceptTerms: true,
      newsletter: false,
      language: 'es',
    });
  });

  it('places the API’s field error next to its field, translated, with the focus on it', async () => {
    const { onDone, user } = renderRegisterForm(() => ({
      status: 409,
      body: {
        error: {
          code: 'email_taken',
          message: 'Este email ya está registrado',
          details: [{ field: 'email', code: 'email_taken', message: 'email is already registered' }],
        },
      },
    }));
    await fillIn(user, VALID);
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));

    await submit(user);

    await waitFor(() => expect(field('Correo electrónico')).toHaveFocus());
    expect(field('Correo electrónico')).toHaveAccessibleDescription('Este email ya está registrado');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('tells why the API refused a password too easy to guess, next to the field', async () => {
    const reason =
      'Esta contraseña figura entre las más utilizadas y se adivina en pocos intentos. Elija otra.';
    const { onDone, user } = renderRegisterForm(() => ({
      status: 422,
      body: {
        error: {
          code: 'weak_password',
          message: 'La contraseña es muy débil',
          details: [{ field: 'password', code: 'weak_password_common', message: reason }],
        },
      },
    }));
    await fillIn(user, { ...VALID, Contraseña: 'racing1913', 'Repita la contraseña': 'racing1913' });
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));

    await submit(user);

    await waitFor(() => expect(field('Contraseña')).toHaveFocus());
    expect(field('Contraseña')).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(
      screen.getByText('Esta contraseña es fácil de adivinar. Junto al campo le indicamos el motivo.'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
