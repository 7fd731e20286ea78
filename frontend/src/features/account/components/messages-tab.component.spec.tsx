import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { MessagesTab } from './messages-tab';

const ID = '7a4e2c10-5b3d-4f6e-8a9c-1d2e3f4a5b6c';
const SUMMARY = {
  id: ID,
  subject: 'Visita a la casona',
  excerpt: '¿Sería posible visitarla un sábado?',
  propertyId: 'casona-montanesa-comillas',
  status: 'answered',
  sentAt: '2026-11-20T09:00:00.000Z',
  replyCount: 1,
  unreadReplies: 1,
};
const REPLY = {
  id: 'f1e2d3c4-b5a6-4978-8877-665544332211',
  message: 'Le esperamos el sábado a las 11:00.',
  author: 'Álvaro',
  at: '2026-11-21T10:00:00.000Z',
  readAt: null,
};

function renderTab(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  signIn();
  renderWithProviders(<MessagesTab />, { queryClient, router: { path: '/dashboard' } });
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('MessagesTab', () => {
  it('shows each inquiry with its status and unread replies; opening it shows the replies and marks them read', async () => {
    let read = false;
    const { api, user } = renderTab({
      'GET /api/me/inquiries': () => ({
        status: 200,
        body: [{ ...SUMMARY, unreadReplies: read ? 0 : 1 }],
      }),
      [`GET /api/me/inquiries/${ID}`]: () => ({
        status: 200,
        body: {
          ...SUMMARY,
          unreadReplies: read ? 0 : 1,
          message: '¿Sería posible visitarla un sábado?',
          replies: [{ ...REPLY, readAt: read ? '2026-11-22T10:00:00.000Z' : null }],
        },
      }),
      [`POST /api/me/inquiries/${ID}/read`]: () => {
        read = true;
        return { status: 204 };
      },
    });

    const card = await screen.findByRole('listitem', { name: 'Visita a la casona' });
    expect(card).toHaveTextContent('Respondida');
    expect(card).toHaveTextContent('Respuestas nuevas: 1');

    const open = within(card).getByRole('button', { name: 'Ver la conversación' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await within(card).findByText('Le esperamos el sábado a las 11:00.')).toBeInTheDocument();
    expect(within(card).getByText(/Respuesta de Álvaro/)).toBeInTheDocument();
    await waitFor(() => expect(card).not.toHaveTextContent('Respuestas nuevas'));
    expect(api.calls().filter((call) => call === `POST /api/me/inquiries/${ID}/read`)).toHaveLength(1);
  });

  it('says there is nothing yet, and where to write', async () => {
    renderTab({ 'GET /api/me/inquiries': () => ({ status: 200, body: [] }) });
    expect(await screen.findByRole('heading', { name: 'Aún no nos ha escrito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir a un asesor' })).toHaveAttribute('href', '/contact');
  });

  it('says when the messages could not be loaded, and tries again', async () => {
    let attempts = 0;
    const { user } = renderTab({
      'GET /api/me/inquiries': () =>
        ++attempts === 1
          ? { status: 403, body: { error: { code: 'forbidden', message: 'x', details: [] } } }
          : { status: 200, body: [] },
    });
    expect(await screen.findByText('No hemos podido cargar sus mensajes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Aún no nos ha escrito' })).toBeInTheDocument();
  });
});
