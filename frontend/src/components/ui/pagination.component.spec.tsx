import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageCount } from './pagination';

function renderPage(page: number, pages: number) {
  const onPageChange = jest.fn();
  render(
    <Pagination
      page={page}
      pages={pages}
      label="Páginas de resultados"
      previousLabel="Anterior"
      nextLabel="Siguiente"
      positionLabel={`Página ${page} de ${pages}`}
      onPageChange={onPageChange}
    />,
  );
  return { onPageChange, user: userEvent.setup() };
}

describe('Pagination', () => {
  it('shows nothing while one page holds the whole list', () => {
    renderPage(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is a named navigation that tells where the list stands', () => {
    renderPage(2, 5);
    expect(screen.getByRole('navigation', { name: 'Páginas de resultados' })).toHaveTextContent(
      'Página 2 de 5',
    );
  });

  it('goes to the previous and the next page', async () => {
    const { onPageChange, user } = renderPage(2, 5);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page', () => {
    renderPage(1, 5);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });

  it('cannot go past the last page', () => {
    renderPage(5, 5);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });
});

describe('pageCount', () => {
  it('counts the pages a list fills, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
