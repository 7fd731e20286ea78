import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabPanel, Tabs } from './tabs';

type Section = 'profile' | 'security' | 'privacy';

const SECTIONS = [
  { value: 'profile', label: 'Perfil' },
  { value: 'security', label: 'Seguridad' },
  { value: 'privacy', label: 'Privacidad' },
] as const;

function AccountTabs() {
  const [section, setSection] = useState<Section>('profile');
  return (
    <>
      <Tabs label="Mi cuenta" idBase="account" items={SECTIONS} value={section} onChange={setSection} />
      <TabPanel idBase="account" value={section}>
        Contenido de {section}
      </TabPanel>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the panel it controls', () => {
    render(<AccountTabs />);
    expect(screen.getByRole('tablist', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(tab('Perfil')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Seguridad')).toHaveAttribute('aria-selected', 'false');

    const panel = screen.getByRole('tabpanel', { name: 'Perfil' });
    expect(tab('Perfil')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Contenido de profile');
  });

  it('lets Tab reach the selected tab only (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(<AccountTabs />);

    await user.tab();
    expect(tab('Perfil')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects the next and previous tab with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<AccountTabs />);
    await user.click(tab('Perfil'));

    await user.keyboard('{ArrowRight}');
    expect(tab('Seguridad')).toHaveFocus();
    expect(tab('Seguridad')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Seguridad')).toHaveAttribute('tabindex', '0');
    expect(tab('Perfil')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Seguridad' })).toHaveTextContent('security');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Perfil')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Privacidad')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(tab('Seguridad')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Privacidad')).toHaveFocus();
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<AccountTabs />);
    await user.click(tab('Seguridad'));

    await user.keyboard('{End}');
    expect(tab('Privacidad')).toHaveFocus();
    expect(tab('Privacidad')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Perfil')).toHaveFocus();
    expect(tab('Perfil')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<AccountTabs />);
    await user.click(tab('Privacidad'));
    expect(screen.getByRole('tabpanel', { name: 'Privacidad' })).toBeInTheDocument();
  });
});
