import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Experience } from '../../../lib/api/types';
import { endSession, startSession } from '../../../lib/auth/session';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ExperienceForm } from './experience-form';

const REVIEW = 'POST /api/admin/experiences/paseo-santillana/translations/reviewed';
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

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

const all = (status: 'hand' | 'pending') => ({ en: status, de: status, ru: status, mk: status });

const experience: Experience = {
  id: 'paseo-santillana',
  version: 3,
  type: 'basic',
  title: { es: 'Paseo por Santillana', en: 'Walk through Santillana', de: 'Spaziergang durch Santillana' },
  description: { es: 'Con guía local.' },
  duration: { es: '2 horas' },
  priceEur: 40,
  priceBasis: 'per_person',
  maxGuestsPerDate: 12,
  image: { url: '/media/catalogue/santillana.svg', alt: { es: 'Calle empedrada' } },
  machineTranslated: ['en'],
  translationStatus: {
    title: { en: 'machine', de: 'outdated', ru: 'pending', mk: 'pending' },
    description: all('pending'),
    duration: all('pending'),
    'image.alt': all('pending'),
  },
};

function renderEditor() {
  const api = fakeApi({ [REVIEW]: () => ({ status: 200, body: { id: experience.id, version: 4 } }) });
  const onReload = jest.fn();
  startSession(ADMIN_SESSION);
  renderWithProviders(<ExperienceForm item={experience} onReload={onReload} />, {
    router: {
      path: '/admin/experiences/edit/paseo-santillana',
      routes: [{ path: '/admin/experiences', element: null }],
    },
  });
  return { api, onReload, user: userEvent.setup({ delay: null }) };
}

const titleGroup = () =>
  screen.getByRole('group', { name: new RegExp(`^${t('adminOfferings:fields.title')}`) });
const status = (key: string) => t(`common:translation.status.${key}`);

afterEach(() => {
  endSession({ tellOtherTabs: false });
  jest.restoreAllMocks();
});

describe('translation statuses in the offering editor', () => {
  it('shows where each translation of a text stands, with Mark reviewed on automatic and outdated ones', () => {
    renderEditor();
    const group = titleGroup();
    expect(within(group).getByText(status('machine'))).toBeInTheDocument();
    expect(within(group).getByText(status('outdated'))).toBeInTheDocument();
    expect(within(group).getAllByText(status('pending'))).toHaveLength(2);
    expect(within(group).getAllByRole('button', { name: t('common:translation.markReviewed') })).toHaveLength(
      2,
    );
  });

  it('marks a translation reviewed at the loaded version, then loads the new version', async () => {
    const { api, onReload, user } = renderEditor();
    const [first] = within(titleGroup()).getAllByRole('button', {
      name: t('common:translation.markReviewed'),
    });
    await user.click(first);
    await waitFor(() => expect(onReload).toHaveBeenCalled());
    expect(await api.lastBody(REVIEW)).toEqual({ path: 'title', language: 'en', expectedVersion: 3 });
  });

  it('takes a translation edited in the form as written by hand, and asks to save before reviewing others', async () => {
    const { api, user } = renderEditor();
    const english = within(titleGroup()).getByLabelText(new RegExp(`^${t('adminOfferings:languages.en')}`));
    await user.clear(english);
    await user.type(english, 'A walk through Santillana');
    const group = titleGroup();
    expect(within(group).queryByText(status('machine'))).not.toBeInTheDocument();
    expect(within(group).getByText(status('hand'))).toBeInTheDocument();
    const [outdated] = within(group).getAllByRole('button', { name: t('common:translation.markReviewed') });
    expect(outdated).toBeDisabled();
    expect(api.calls()).toEqual([]);
  });
});
