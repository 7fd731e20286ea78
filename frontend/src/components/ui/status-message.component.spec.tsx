import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, ErrorState } from './status-message';

describe('ErrorState', () => {
  it('is announced, with its title as a heading, its message and the request id', () => {
    render(
      <ErrorState
        title="Algo salió mal"
        message="No pudimos cargar las propiedades."
        meta="Referencia: req-123"
        headingLevel="h1"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('No pudimos cargar las propiedades.');
    expect(alert).toHaveTextContent('Referencia: req-123');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a retry when it has one', async () => {
    const onRetry = jest.fn();
    render(
      <ErrorState title="Algo salió mal" message="Sin conexión." retryLabel="Reintentar" onRetry={onRetry} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the other actions it is given', () => {
    render(
      <ErrorState title="No encontrada" message="Esta villa ya no está." actions={<a href="/">Inicio</a>} />,
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('is a status with its title as a second-level heading by default', () => {
    render(<EmptyState title="Sin resultados" message="Pruebe con menos filtros." />);
    expect(screen.getByRole('status')).toHaveTextContent('Pruebe con menos filtros.');
    expect(screen.getByRole('heading', { level: 2, name: 'Sin resultados' })).toBeInTheDocument();
  });
});
