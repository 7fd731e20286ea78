import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import NewsletterAdminPage from './newsletter-admin-page';

const zone = process.env.TZ;

afterEach(() => {
  process.env.TZ = zone;
  endSession();
  queryClient.clear();
});

const newsItem = {
  id: '5b1f6a2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  month: '2026-12',
  title: { es: 'Nueva oficina en Comillas' },
  body: { es: 'Le esperamos en la plaza del Corro.' },
  languages: [],
  published: true,
  publishedAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

describe('NewsletterAdminPage', () => {
  it('names the letters’ months in words and the send time on Madrid’s clock, wherever the browser is', async () => {
    // New York: the browser's own clock would say 03:00.
    process.env.TZ = 'America/New_York';
    fakeApi({
      'GET /api/admin/newsletter/news': () => ({
        status: 200,
        body: { items: [newsItem], comingMonth: '2026-12' },
      }),
      'GET /api/admin/newsletter/preview': () => ({
        status: 200,
        body: {
          month: '2026-12',
          // The first Monday of December 2026, 09:00 in Madrid.
          sendsAt: '2026-12-07T08:00:00Z',
          recipients: 12,
          subject: 'Costa Cantabria Luxury: su carta mensual de diciembre de 2026',
          html: '<p>Carta</p>',
          text: 'Carta',
          selection: 'featured',
          newsCount: 1,
        },
      }),
    });
    signIn('admin');
    renderWithProviders(<NewsletterAdminPage />, { queryClient, router: { path: '/admin/newsletter' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Carta mensual' })).toBeInTheDocument();
    expect(screen.getByText(/La próxima es la de diciembre de 2026\./)).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText(/^Diciembre de 2026 · Publicada$/)).toBeInTheDocument();
    const month = screen.getByRole('combobox', { name: 'Carta de' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Diciembre de 2026', 'Enero de 2027', 'Febrero de 2027']);
    const summary = await screen.findByText(/^Se enviará el /);
    expect(summary).toHaveTextContent(/7 dic 2026, 0?9:00 a 12 clientes suscritos/);
    expect(screen.queryByText(/2026-12/)).not.toBeInTheDocument();
  });
});
