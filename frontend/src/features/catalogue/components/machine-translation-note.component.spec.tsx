import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { MachineTranslationNote } from './machine-translation-note';

afterEach(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe('the automatic-translation note', () => {
  it('shows in the reader’s language when a text in it is an unreviewed machine translation', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<MachineTranslationNote languages={['en', 'de']} />);
    expect(screen.getByText('Automatic translation')).toBeInTheDocument();
  });

  it('says nothing in Spanish, the source, nor in a language whose texts a person wrote or reviewed', async () => {
    const { unmount } = renderWithProviders(<MachineTranslationNote languages={['en']} />);
    expect(screen.queryByText(i18n.t('common:translation.automaticNote'))).not.toBeInTheDocument();
    unmount();
    await act(() => i18n.changeLanguage('de'));
    renderWithProviders(<MachineTranslationNote languages={['en']} />);
    expect(screen.queryByText('Automatische Übersetzung')).not.toBeInTheDocument();
  });
});
