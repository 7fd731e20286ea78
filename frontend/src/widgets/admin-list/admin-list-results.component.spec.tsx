import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api/api-client';
import { renderWithProviders } from '../../test/render';
import { AdminListResults, type AdminListQuery, type AdminListResultsProps } from './admin-list-results';

interface Page {
  items: string[];
  page: number;
  pages: number;
}

function query(state: Partial<AdminListQuery<Page>>): AdminListQuery<Page> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    refetch: jest.fn(() => Promise.resolve()),
    ...state,
  };
}

function renderResults(
  props: Partial<AdminListResultsProps<Page>> & Pick<AdminListResultsProps<Page>, 'query'>,
) {
  renderWithProviders(
    <AdminListResults
      isEmpty={(data) => data.items.length === 0}
      texts={{ loading: 'Cargando reservas…', failed: 'No se han podido cargar las reservas' }}
      empty={{ title: 'Aún no hay reservas', message: 'Aparecerán aquí.' }}
      {...props}
    >
      {(data) => (
        <ul aria-label="Reservas">
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </AdminListResults>,
  );
  return userEvent.setup();
}

describe('AdminListResults', () => {
  it('announces the loading shapes while the list loads', () => {
    renderResults({ query: query({ isPending: true }) });
    expect(screen.getByText('Cargando reservas…')).toBeInTheDocument();
  });

  it('shows the page’s own loading shapes while it is not ready to ask', () => {
    renderResults({
      query: query({ data: { items: ['A'], page: 1, pages: 1 } }),
      waiting: true,
      skeleton: ({ label }) => <p role="status">{`${label} (filas)`}</p>,
    });
    expect(screen.getByText('Cargando reservas… (filas)')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says what failed, in the API’s own words for a refusal, and retries', async () => {
    const failed = query({
      isError: true,
      error: new ApiError({ kind: 'http', status: 422, code: 'invalid', message: 'La búsqueda no vale.' }),
    });
    const user = renderResults({ query: failed });
    expect(screen.getByRole('heading', { name: 'No se han podido cargar las reservas' })).toBeInTheDocument();
    expect(screen.getByText('La búsqueda no vale.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says what the page describes of a failure instead', () => {
    renderResults({
      query: query({ isError: true, error: new Error('boom') }),
      describeFailure: () => ({ message: 'Inténtalo más tarde.', meta: 'Petición abc' }),
    });
    expect(screen.getByText('Inténtalo más tarde.')).toBeInTheDocument();
    expect(screen.getByText('Petición abc')).toBeInTheDocument();
  });

  it('tells an empty list apart from filters that hide everything, which it offers to clear', async () => {
    const onClear = jest.fn();
    const empty = query({ data: { items: [], page: 1, pages: 1 } });
    const user = renderResults({
      query: empty,
      noResults: {
        title: 'Nada coincide',
        message: 'Prueba otros filtros.',
        clearLabel: 'Quitar filtros',
        onClear,
      },
    });
    expect(screen.getByRole('heading', { name: 'Nada coincide' })).toBeInTheDocument();
    expect(screen.queryByText('Aún no hay reservas')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('says the list is empty when no filter applies', () => {
    renderResults({ query: query({ data: { items: [], page: 1, pages: 1 } }) });
    expect(screen.getByRole('heading', { name: 'Aún no hay reservas' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the list followed by its pagination', async () => {
    const onPageChange = jest.fn();
    const user = renderResults({
      query: query({ data: { items: ['A', 'B'], page: 2, pages: 3 } }),
      pagination: (data) => ({
        page: data.page,
        pages: data.pages,
        label: 'Páginas de reservas',
        previousLabel: 'Anterior',
        nextLabel: 'Siguiente',
        positionLabel: `Página ${data.page} de ${data.pages}`,
        onPageChange,
      }),
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A', 'B']);
    expect(screen.getByRole('navigation', { name: 'Páginas de reservas' })).toHaveTextContent(
      'Página 2 de 3',
    );
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
