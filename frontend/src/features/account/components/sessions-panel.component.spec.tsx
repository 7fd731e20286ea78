import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { SessionsPanel } from './sessions-panel';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const LAPTOP = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Chrome',
  browserVersion: '131',
  os: 'macOS',
  deviceType: 'desktop',
  remember: false,
  startedAt: minutesAgo(90),
  lastSeenAt: minutesAgo(0),
  current: true,
};
const PHONE = {
  ...LAPTOP,
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Safari',
  browserVersion: '17',
  os: 'iOS',
  deviceType: 'mobile',
  lastSeenAt: minutesAgo(5),
  current: false,
};

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('SessionsPanel', () => {
  it('lists each device with its last activity, marks this one, and ends another after confirming', async () => {
    let items = [LAPTOP, PHONE];
    const api = fakeApi({
      'GET /api/me/sessions': () => ({ status: 200, body: { items } }),
      [`DELETE /api/me/sessions/${PHONE.id}`]: () => {
        items = [LAPTOP];
        return { status: 204 };
      },
    });
    signIn();
    renderWithProviders(<SessionsPanel />, { queryClient, router: { path: '/dashboard' } });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Dispositivos y sesiones' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Sesiones iniciadas' });
    const [laptop, phone] = within(list).getAllByRole('listitem');
    expect(laptop).toHaveTextContent('Chrome 131 en macOS');
    expect(laptop).toHaveTextContent('Este dispositivo');
    expect(phone).toHaveTextContent('Safari 17 en iOS');
    expect(phone).toHaveTextContent('Última actividad: hace 5 minutos');
    expect(phone).not.toHaveTextContent('Este dispositivo');

    await user.click(within(phone).getByRole('button', { name: 'Cerrar sesión: Safari 17 en iOS' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la sesión en Safari 17 en iOS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la sesión' }));

    expect(await screen.findByText('Sesión cerrada en Safari 17 en iOS')).toBeInTheDocument();
    expect(api.calls()).toContain(`DELETE /api/me/sessions/${PHONE.id}`);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });
});
