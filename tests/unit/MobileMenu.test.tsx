import {render, screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import MobileMenu from '@site/src/components/MobileMenu';
import {setMockPathname} from './mocks/router';

// jsdom has no matchMedia; the drawer only listens for the desktop breakpoint.
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

function setup() {
  setMockPathname('/');
  const user = userEvent.setup();
  render(
    <div>
      <header>
        <a href="/">Logo</a>
        <MobileMenu />
      </header>
      <main>
        <a href="/page-link">Page link</a>
      </main>
    </div>,
  );
  return {user, menuButton: screen.getByRole('button', {name: 'Menu'})};
}

describe('MobileMenu drawer (docs/product.md §5, D22)', () => {
  it("keeps the drawer's contents out of the page's HTML until it first opens (issue 11)", async () => {
    setMockPathname('/');
    const html = renderToString(<MobileMenu />);
    expect(html).toContain('id="mobile-drawer"');
    expect(html).not.toContain('Close menu');

    const {user, menuButton} = setup();
    expect(document.querySelectorAll('#mobile-drawer a')).toHaveLength(0);
    await user.click(menuButton);
    expect(screen.getByRole('button', {name: 'Close menu'})).toHaveFocus();
    expect(within(screen.getByRole('dialog', {name: 'Menu'})).getAllByRole('link').length).toBeGreaterThan(2);
  });

  it('opens a dialog with focus inside and the links of docs/product.md §3', async () => {
    const {user, menuButton} = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', {name: 'Menu'});
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const hrefs = Object.fromEntries(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Who we Serve': '/TrendSoft/WhoWeServe',
      Careers: '/TrendSoft/Career',
      About: '/TrendSoft/about-Us',
      'Get Started': '/TrendSoft/ContactUs',
    });
  });

  it('expands Our Solutions to its three overview links', async () => {
    const {user, menuButton} = setup();
    await user.click(menuButton);
    const solutions = screen.getByRole('button', {name: 'Our Solutions'});
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await user.click(solutions);
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', {name: 'Digital Accessibility Services'})).toHaveAttribute('href', '/DigitalAccessibility');
    expect(screen.getByRole('link', {name: 'Testing Services'})).toHaveAttribute('href', '/TrendSoft/oursolutions/Testing');
    expect(screen.getByRole('link', {name: 'Cyber Security'})).toHaveAttribute('href', '/TrendSoft/oursolutions/CyberSecurity');
  });

  it('makes the page behind inert while open and restores it on close', async () => {
    const {user, menuButton} = setup();
    await user.click(menuButton);
    expect(screen.getByRole('main', {hidden: true})).toHaveAttribute('inert');
    expect(screen.getByText('Logo')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const {user, menuButton} = setup();
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes on a click outside the drawer', async () => {
    const {user, menuButton} = setup();
    await user.click(menuButton);
    const backdrop = document.querySelector('div[aria-hidden="true"]:not([hidden])') as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('closes when Tab moves past the last link, and Shift+Tab from the first control wraps inside', async () => {
    const {user, menuButton} = setup();
    await user.click(menuButton);
    expect(screen.getByRole('button', {name: 'Close menu'})).toHaveFocus();
    await user.tab({shift: true});
    expect(screen.getByRole('link', {name: 'Get Started'})).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
  });
});
