import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';

const STATE = 'GET /api/newsletter/subscription';
const UNSUBSCRIBE = 'POST /api/newsletter/unsubscribe';
const RESUBSCRIBE = 'POST /api/newsletter/resubscribe';
const subscription = (subscribed: boolean) => ({ status: 200, body: { subscribed, language: 'es' } });

function openLink(routes: Record<string, FakeRoute>, link = '/newsletter/unsubscribe?token=signed-token') {
  const api = fakeApi(routes);
  const { router } = renderWithProviders(<NewsletterUnsubscribePage />, {
    router: { path: '/newsletter/unsubscribe', initialEntries: [link] },
  });
  return { api, router, user: userEvent.setup() };
}

describe('NewsletterUnsubscribePage', () => {
  it('changes nothing on opening, unsubscribes with one click and offers to subscribe again', async () => {
    const sent: string[] = [];
    const { api, router, user } = openLink({
      [STATE]: () => subscription(true),
      [UNSUBSCRIBE]: (request) => {
        sent.push(new URL(request.url).searchParams.get('token') ?? '');
        return subscription(false);
      },
      [RESUBSCRIBE]: () => subscription(true),
    });

    await user.click(await screen.findByRole('button', { name: 'Darse de baja' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Baja confirmada' })).toBeInTheDocument();
    expect(sent).toEqual(['signed-token']);
    expect(router?.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Volver a suscribirme' }));
    expect(await screen.findByRole('heading', { name: 'Suscripción reactivada' })).toBeInTheDocument();
    expect(api.calls()).toEqual([STATE, UNSUBSCRIBE, RESUBSCRIBE]);
  });

  it('explains a tampered link and leads to the panel', async () => {
    openLink({
      [STATE]: () => ({
        status: 422,
        body: { error: { code: 'newsletter_link_invalid', message: 'x', details: [] } },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Enlace no válido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestionar mis preferencias en mi panel' })).toHaveAttribute(
      'href',
      '/dashboard?tab=profile',
    );
  });
});
