import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';

// The searches tab stands for any tab whose code or texts are still on their way: it suspends until released.
// Mocked before the test imports the page itself (a plain jest.mock is not lifted above the imports here).
const mockTab = { loaded: false, loading: Promise.resolve(), release: () => {} };
mockTab.loading = new Promise<void>((resolve) => {
  mockTab.release = () => {
    mockTab.loaded = true;
    resolve();
  };
});
jest.doMock('../components/searches-tab', () => ({
  SearchesTab: () => {
    if (!mockTab.loaded) throw mockTab.loading;
    return <p>Sus búsquedas</p>;
  },
}));

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('DashboardPage', () => {
  it('keeps its heading and tab bar while a tab loads, showing the loading state in the panel', async () => {
    const { default: DashboardPage } = await import('./dashboard-page');
    signIn();
    renderWithProviders(<DashboardPage />, {
      queryClient,
      router: { path: '/dashboard', initialEntries: ['/dashboard?tab=searches'] },
    });

    expect(await screen.findByRole('tablist', { name: 'Secciones de su panel' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi panel' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Búsquedas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cargando esta sección…');

    await act(async () => mockTab.release());
    expect(await screen.findByText('Sus búsquedas')).toBeVisible();
    expect(screen.getByRole('tablist')).toBeVisible();
  });
});
