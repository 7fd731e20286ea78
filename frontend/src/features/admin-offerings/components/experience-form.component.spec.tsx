import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, startSession } from '../../../lib/auth/session';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ExperienceForm } from './experience-form';

const CREATE = 'POST /api/admin/experiences';
const t = (key: string, values?: Record<string, unknown>) => i18n.t(`adminOfferings:${key}`, values);

/** An administrator signed in: the form's requests carry their token. */
const ADMIN_SESSION = {
  accessToken: 'access-token',
  tokenType: 'Bearer',
  expiresIn: 900,
  idleTimeoutSeconds: 1800,
  sessionExpiresAt: '2026-12-01T00:00:00.000Z',
  user: {
    id: '6b1f7c2e-3f0a-4a8e-9d5c-1e2f3a4b5c6d',
    email: 'admin@example.com',
    emailVerified: true,
    firstName: 'Álvaro',
    lastName: 'Administrador',
    displayName: null,
    role: 'admin',
  },
} as const;

function renderForm(send: FakeRoute = () => ({ status: 201, body: { id: 'e1', version: 1 } })) {
  const api = fakeApi({ [CREATE]: send });
  startSession(ADMIN_SESSION);
  renderWithProviders(<ExperienceForm />, {
    router: { path: '/admin/experiences/new', routes: [{ path: '/admin/experiences', element: null }] },
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

/** The input of one language of a catalogue text (the fieldset named `legend`). */
const textInput = (legend: string, language: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${legend}`) })).getByLabelText(
    new RegExp(`^${t(`languages.${language}`).replace(/[()]/g, '\\$&')}`),
  );

const create = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: t('experiences.create') }));

afterEach(() => {
  endSession({ tellOtherTabs: false });
  jest.restoreAllMocks();
});

describe('the experience form', () => {
  it('names the missing fields next to them, focuses the first and sends nothing', async () => {
    const { api, user } = renderForm();
    await create(user);
    const title = textInput(t('fields.title'), 'es');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(t('validation.required'));
    expect(textInput(t('fields.duration'), 'es')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).toEqual([]);
  });

  it('shows a field the API refuses next to it, with its limit, in a translation panel it opens', async () => {
    const { api, user } = renderForm(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Validation failed',
          details: [{ field: 'details.duration.de', code: 'too_long', message: 'too long' }],
        },
      },
    }));
    await user.type(textInput(t('fields.title'), 'es'), 'Cena en el faro');
    await user.type(textInput(t('fields.description'), 'es'), 'Cena privada junto al faro.');
    await user.type(textInput(t('fields.duration'), 'es'), '3 horas');
    await user.type(
      screen.getByLabelText(new RegExp(`^${t('fields.price').replace(/[()]/g, '\\$&')}`)),
      '900',
    );
    await user.type(screen.getByLabelText(new RegExp(`^${t('image.url')}`)), '/media/catalogue/faro.svg');
    await user.type(textInput(t('image.alt'), 'es'), 'La mesa junto al faro');
    await create(user);

    const german = textInput(t('fields.duration'), 'de');
    await waitFor(() => expect(german).toHaveFocus());
    expect(german).toHaveAccessibleDescription(t('validation.too_long', { limit: '200' }));
    expect(screen.getByText(t('form.checkFields'))).toBeVisible();
    expect(await api.lastBody(CREATE)).toMatchObject({
      details: { duration: { es: '3 horas' }, priceEur: 900, type: 'basic' },
    });
  });
});
