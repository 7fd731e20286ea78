import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';
import { useFieldLabel } from './field-labels';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('the words of a changed field', () => {
  it('names the groups and the field, the language last, and a field by its meaning in its group', () => {
    const { result } = renderHook(() => useFieldLabel(), { wrapper });
    const label = result.current;
    expect(label('title.en')).toBe('Título (EN)');
    expect(label('agent.title.de')).toBe('Asesor · Cargo (DE)');
    expect(label('agent.email')).toBe('Asesor · Correo electrónico');
    expect(label('specifications.sizeBuiltM2')).toMatch(/^Características técnicas · /);
    expect(label('address.hideExactLocation')).toBe('Dirección · Solo ubicación aproximada');
    expect(label('somethingNew')).toBe('Something new');
  });
});
