import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import PipelinePage from './pipeline-page';

const AGENT = '7d6c2a43-0d2b-4b7a-9f1e-6a1b2c3d4e5f';
const STAGES = ['inquiry', 'viewing', 'offer', 'reserved', 'completed', 'lost'] as const;

const deal = (stage: (typeof STAGES)[number], overrides: object = {}) => ({
  propertyId: 'villa-sardinero-santander',
  clientId: '0b7e7a0e-1111-4a2b-8c3d-9e8f7a6b5c4d',
  clientName: 'Oliver Hughes',
  title: { es: 'Villa frente al Sardinero' },
  area: 'El Sardinero',
  agentId: null,
  stage,
  amountEur: null,
  openedAt: '2026-11-02T10:00:00Z',
  reservedAt: null,
  completedAt: null,
  lostAt: null,
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

function board(agent: string | null) {
  const offer = deal('offer', { agentId: AGENT, amountEur: 1_250_000 });
  // A second client's deal of the same property, whose account was erased.
  const erased = deal('offer', { clientId: '5c1d2e3f-2222-4b3c-9d4e-0f1a2b3c4d5e', clientName: null });
  return {
    columns: STAGES.map((stage) => {
      const deals =
        stage === 'offer' ? [offer, erased] : stage === 'inquiry' && !agent ? [deal('inquiry')] : [];
      return { stage, count: stage === 'offer' ? 60 : deals.length, deals };
    }),
    agents: [{ id: AGENT, name: 'Lucía Fernández' }],
    areas: ['El Sardinero', 'Puerto - Paseo Marítimo'],
  };
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('PipelinePage', () => {
  it('shows a column per stage headed by its count, cards leading to the property, and keeps the agent filter in the address', async () => {
    const api = fakeApi({
      'GET /api/admin/pipeline': (request) => ({
        status: 200,
        body: board(new URL(request.url).searchParams.get('agent')),
      }),
    });
    signIn('admin');
    const { router } = renderWithProviders(<PipelinePage />, {
      queryClient,
      router: { path: '/admin/pipeline' },
    });
    const user = userEvent.setup();

    const offers = await screen.findByRole('region', { name: /^Oferta/ });
    // The count reads as words to a screen reader, as a figure to the eye.
    expect(
      within(offers).getByRole('heading', { level: 2, name: 'Oferta 60 operaciones' }),
    ).toBeInTheDocument();
    const [card, erasedCard] = within(offers).getAllByRole('listitem');
    // Two deals of one property tell themselves apart by the client's name.
    expect(card).toHaveTextContent('Oliver Hughes');
    expect(erasedCard).toHaveTextContent('Cuenta eliminada');
    expect(within(card).getByRole('link', { name: 'Villa frente al Sardinero' })).toHaveAttribute(
      'href',
      '/admin/properties/edit/villa-sardinero-santander',
    );
    expect(card).toHaveTextContent('1.250.000 €');
    expect(card).toHaveTextContent('Lucía Fernández');
    expect(within(offers).getByText('Se muestran las 2 más recientes de 60.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.id)).toEqual(
      STAGES.map((stage) => `pipeline-stage-${stage}`),
    );
    const inquiries = screen.getByRole('region', { name: /^Consulta/ });
    expect(within(inquiries).getByText('Sin asignar')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Agente' }), 'Lucía Fernández');
    expect(router!.state.location.search).toBe(`?agent=${AGENT}`);
    expect(
      await within(screen.getByRole('region', { name: /^Consulta/ })).findByText(
        'Ninguna operación en esta etapa.',
      ),
    ).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/admin/pipeline');
  });
});
