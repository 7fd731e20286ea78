import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { ViewingFeedback } from './viewing-feedback';

describe('the agent’s feedback after a viewing', () => {
  it('asks for the interest before saving, and saves the remarks trimmed', async () => {
    const onSave = jest.fn();
    renderWithProviders(<ViewingFeedback feedback={null} pending={false} errors={{}} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Guardar la opinión' });
    await userEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /Interés del cliente/ })).toHaveAccessibleDescription(
      /obligatorio/i,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Interés del cliente/ }), 'Indeciso');
    await userEvent.type(screen.getByRole('textbox', { name: /Comentarios/ }), '  Duda por el precio  ');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith('undecided', 'Duda por el precio');
  });

  it('shows the recorded feedback and opens it again to correct it', async () => {
    const feedback = {
      interest: 'very_interested' as const,
      remarks: 'Le encanta la terraza',
      recordedAt: '2026-11-20T10:00:00.000Z',
    };
    renderWithProviders(
      <ViewingFeedback feedback={feedback} pending={false} errors={{}} onSave={() => undefined} />,
    );
    expect(screen.getByText('Muy interesado')).toBeInTheDocument();
    expect(screen.getByText('Le encanta la terraza')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Corregir la opinión' }));
    expect(screen.getByRole('combobox', { name: /Interés del cliente/ })).toHaveValue('very_interested');
    expect(screen.getByRole('textbox', { name: /Comentarios/ })).toHaveValue('Le encanta la terraza');
  });

  it('shows the API’s field errors next to their fields', () => {
    renderWithProviders(
      <ViewingFeedback
        feedback={null}
        pending={false}
        errors={{ remarks: 'Demasiado largo' }}
        onSave={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Comentarios/ })).toHaveAccessibleDescription(
      /Demasiado largo/,
    );
  });
});
