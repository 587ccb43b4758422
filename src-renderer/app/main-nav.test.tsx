import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionId } from '../../src-shared/domain/sections.ts';
import { BridgeProvider } from '../platform/bridge-context.tsx';
import { FakeBridge } from '../testing/fake-bridge.ts';
import { MainNav } from './main-nav.tsx';

afterEach(cleanup);

function renderNav(section: SectionId = 'time', onShow = vi.fn()) {
  const bridge = new FakeBridge();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (current: SectionId) => (
    <BridgeProvider bridge={bridge}>
      <QueryClientProvider client={client}>
        <MainNav section={current} onShow={onShow} />
      </QueryClientProvider>
    </BridgeProvider>
  );
  const result = render(ui(section));
  const rerender = (next: SectionId) => result.rerender(ui(next));
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const menu = within(nav).getByRole('button', { name: 'Menu' });
  return { nav, menu, onShow, rerender };
}

describe('the navigation menu of a narrow window', () => {
  it('is a disclosure of the sections: aria-expanded follows it and aria-controls names the panel', () => {
    const { nav, menu } = renderNav();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(nav.getAttribute('data-open')).toBe('false');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel!).getByRole('button', { name: 'Time' }).getAttribute('aria-current')).toBe('page');
    expect(within(panel!).getByRole('button', { name: 'Reports' }).hasAttribute('aria-current')).toBe(false);

    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getAttribute('data-open')).toBe('true');
  });

  it('closes on Escape and gives focus back to the Menu button', () => {
    const { menu } = renderNav();
    fireEvent.click(menu);
    const projects = screen.getByRole('button', { name: 'Projects' });
    projects.focus();
    fireEvent.keyDown(projects, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('opens the chosen section and closes itself', () => {
    const { menu, onShow } = renderNav();
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Reports' }));
    expect(onShow).toHaveBeenCalledWith('reports');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the person clicks elsewhere or a section opens another way', () => {
    const { menu, rerender } = renderNav('time');
    fireEvent.click(menu);
    fireEvent.pointerDown(document.body);
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    rerender('settings');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
