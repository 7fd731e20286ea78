import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { CheckboxField, SelectField, TextAreaField, TextField } from './form-field';

/** An e-mail field as the forms use it: the error is a validation code translated by the caller. */
function EmailField({ code }: { code?: 'invalid_email' | 'required' }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth:fields.email')}
      type="email"
      required
      error={code ? t(`validation.${code}`) : null}
    />
  );
}

describe('TextField', () => {
  it('is named by its label and marked required, and valid until told otherwise', () => {
    renderWithProviders(<EmailField />);
    const input = screen.getByRole('textbox', { name: /correo electrónico/i });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties its error to the control, in the reader’s language', async () => {
    renderWithProviders(<EmailField code="invalid_email" />);
    const input = screen.getByRole('textbox', { name: /correo electrónico/i });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El correo electrónico no es válido');

    await act(() => i18n.changeLanguage('en'));

    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAccessibleDescription(
      'The email address is not valid',
    );
  });

  it('is described by its hint, then by its error', () => {
    render(<TextField label="Teléfono" hint="Con prefijo internacional." error="No es válido" />);
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Con prefijo internacional. No es válido',
    );
  });

  it('says which fields are optional', () => {
    render(<TextField label="Teléfono" optionalLabel="(opcional)" />);
    expect(screen.getByRole('textbox', { name: 'Teléfono (opcional)' })).not.toHaveAttribute('aria-required');
  });

  it('keeps the id the caller gives it', () => {
    render(<TextField id="contact-email" label="Email" error="Obligatorio" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'contact-email');
    expect(screen.getByText('Obligatorio').closest('p')).toHaveAttribute('id', 'contact-email-error');
  });
});

describe('the other fields', () => {
  it('tie their label and error to the control the same way', () => {
    render(
      <>
        <TextAreaField label="Mensaje" error="Demasiado largo" />
        <SelectField label="Asunto" error="Elija una opción">
          <option value="">—</option>
        </SelectField>
        <CheckboxField label="Acepto los términos" error="Debe aceptarlos" required />
      </>,
    );
    const controls = [
      [screen.getByRole('textbox', { name: 'Mensaje' }), 'Demasiado largo'],
      [screen.getByRole('combobox', { name: 'Asunto' }), 'Elija una opción'],
      [screen.getByRole('checkbox', { name: 'Acepto los términos' }), 'Debe aceptarlos'],
    ] as const;
    for (const [control, error] of controls) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(error);
    }
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-required', 'true');
  });
});
