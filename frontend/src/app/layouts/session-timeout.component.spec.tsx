import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../lib/api/query-client';
import type { CurrentUser, SessionResponse } from '../../lib/api/types';
import { endSession, startSession } from '../../lib/auth/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import SessionTimeout from './session-timeout';

const MINUTE = 60_000;
/** The server's idle limit, which the sign-in answer carries. */
const IDLE_TIMEOUT_MINUTES = 30;

const USER: CurrentUser = {
  id: '5b0c8a52-8a4e-4a51-9a55-3f5f1b6c2d10',
  email: 'lucia@example.com',
  emailVerified: true,
  firstName: 'Lucía',
  lastName: 'Ortiz',
  displayName: null,
  role: 'user',
};

function sessionAnswer(): SessionResponse {
  return {
    accessToken: 'access-token',
    tokenType: 'Bearer',
    expiresIn: 15 * 60,
    idleTimeoutSeconds: IDLE_TIMEOUT_MINUTES * 60,
    sessionExpiresAt: new Date(Date.now() + 7 * 24 * 60 * MINUTE).toISOString(),
    user: USER,
  };
}

/** A signed-in client on their account page, with the session timeout of the layout. */
function renderSignedIn() {
  const api = fakeApi({
    'POST /api/auth/refresh': () => ({ status: 200, body: sessionAnswer() }),
    'GET /api/auth/me': () => ({ status: 200, body: USER }),
    'POST /api/auth/logout': () => ({ status: 204 }),
  });
  startSession(sessionAnswer());
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { router } = renderWithProviders(<SessionTimeout />, {
    queryClient,
    router: { path: '/cuenta', routes: [{ path: '/', element: <h1>Inicio</h1> }] },
  });
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  // Lets the requests under way answer (their promises, and TanStack Query's zero-delay notifications).
  const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
  return { api, user, wait, settle, pathname: () => router?.state.location.pathname };
}

describe('SessionTimeout', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    endSession();
    queryClient.clear();
    jest.useRealTimers();
  });

  it('shows nothing for the first 25 minutes without activity', () => {
    const { wait } = renderSignedIn();
    wait(IDLE_TIMEOUT_MINUTES * MINUTE - 5 * MINUTE - 1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('warns five minutes before the end with a countdown of each second', () => {
    const { wait } = renderSignedIn();
    wait((IDLE_TIMEOUT_MINUTES - 5) * MINUTE);

    expect(screen.getByText('Su sesión está a punto de cerrarse por inactividad.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Sesión expirará en: 5:00');
    wait(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Sesión expirará en: 4:59');
  });

  it('“Stay signed in” removes the warning, tells the server and starts the clock again', async () => {
    const { api, user, wait, settle, pathname } = renderSignedIn();
    wait((IDLE_TIMEOUT_MINUTES - 1) * MINUTE);

    await user.click(screen.getByRole('button', { name: 'Seguir conectado' }));

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // The access token expired meanwhile: the keep-alive asks for the account with a fresh one.
    await settle();
    expect(api.calls()).toEqual(['POST /api/auth/refresh']);

    wait((IDLE_TIMEOUT_MINUTES - 5) * MINUTE - 1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    expect(pathname()).toBe('/cuenta');
  });

  it('signs out at the end, takes the person home and says why', async () => {
    const { api, wait, settle, pathname } = renderSignedIn();
    wait(IDLE_TIMEOUT_MINUTES * MINUTE);
    await settle();

    expect(api.calls()).toEqual(['POST /api/auth/logout']);
    expect(pathname()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hemos cerrado su sesión tras 30 minutos sin actividad.',
    );
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });
});
