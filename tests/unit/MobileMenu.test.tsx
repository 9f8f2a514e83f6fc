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
  // No pause between simulated keys: these tests press many, and the machine may be busy.
  const user = userEvent.setup({delay: null});
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

  it('opens a dialog with focus inside and the links of docs/product.md §3, the logo and the e-mail address', async () => {
    const {user, menuButton} = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', {name: 'Menu'});
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The groups start closed, so only these links are shown.
    const hrefs = Object.fromEntries(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Trendsoft home': '/',
      'Who we Serve': '/TrendSoft/WhoWeServe',
      Careers: '/TrendSoft/Career',
      About: '/TrendSoft/about-Us',
      'Get Started': '/TrendSoft/ContactUs',
      // Issue 14: this page in the other language.
      हिन्दी: '/hi/',
      'contact@trendsoft.example': 'mailto:contact@trendsoft.example',
    });
  });

  it('lists every service under its family, behind a disclosure button per family (issue 15)', async () => {
    const {user, menuButton} = setup();
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog', {name: 'Menu'});
    const families = within(dialog).getAllByRole('button', {expanded: false});
    expect(families.map((button) => button.textContent)).toEqual(['Digital Accessibility Services', 'Testing Services', 'Cyber Security']);
    const expectGroup = async (family: string, links: [string, string][]) => {
      const button = within(dialog).getByRole('button', {name: family});
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const group = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(
        within(group)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(links);
    };
    await expectGroup('Digital Accessibility Services', [
      ['Digital Accessibility overview', '/DigitalAccessibility'],
      ['Web Accessibility', '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility'],
      ['Mobile Accessibility', '/TrendSoft/oursolutions/Mobile-Acessibility'],
      ['InDesign Accessibility', '/TrendSoft/oursolutions/IndesignAccessibilitypage'],
      ['Document Accessibility', '/TrendSoft/oursolutions/DocumentAccessibilityPage'],
    ]);
    await expectGroup('Testing Services', [
      ['Testing services overview', '/TrendSoft/oursolutions/Testing'],
      ['Functional Testing', '/TrendSoft/oursolutions/Testing/FunctionalTesting'],
      ['Performance Testing', '/TrendSoft/oursolutions/Testing/PerformanceTesting'],
      ['Usability Testing', '/TrendSoft/oursolutions/Testing/UsabilityTesting'],
    ]);
    await expectGroup('Cyber Security', [
      ['Cyber security overview', '/TrendSoft/oursolutions/CyberSecurity'],
      ['Web App Security', '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity'],
      ['Mobile App Security', '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity'],
      ['API Security', '/TrendSoft/oursolutions/CyberSecurity/ApiKey'],
      ['Thick Client Security', '/TrendSoft/oursolutions/CyberSecurity/ThickClientPage'],
      ['Secure Code Review', '/TrendSoft/oursolutions/CyberSecurity/SecureCodePage'],
      ['Database Security', '/TrendSoft/oursolutions/CyberSecurity/DataBaseSecurityPage'],
    ]);
    // A second press closes the group again.
    await user.click(within(dialog).getByRole('button', {name: 'Cyber Security'}));
    expect(within(dialog).queryByRole('link', {name: 'API Security'})).toBeNull();
  }, 15_000);

  it('lets a keyboard user expand Cyber Security and reach API Security', async () => {
    const {user, menuButton} = setup();
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', {name: 'Close menu'})).toHaveFocus();
    expect(screen.queryByRole('link', {name: 'API Security'})).toBeNull();
    // From Close menu, past the other two families to the third.
    for (let press = 0; press < 3; press += 1) await user.tab();
    const security = screen.getByRole('button', {name: 'Cyber Security'});
    expect(security).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(security).toHaveAttribute('aria-expanded', 'true');
    // The overview, Web App Security, Mobile App Security, then API Security.
    for (let press = 0; press < 4; press += 1) await user.tab();
    expect(screen.getByRole('link', {name: 'API Security'})).toHaveFocus();
    expect(screen.getByRole('link', {name: 'API Security'})).toHaveAttribute('href', '/TrendSoft/oursolutions/CyberSecurity/ApiKey');
  });

  it('opens the family of the page being viewed', async () => {
    setMockPathname('/TrendSoft/oursolutions/Testing/UsabilityTesting');
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole('button', {name: 'Menu'}));
    expect(screen.getByRole('button', {name: 'Testing Services'})).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', {name: 'Usability Testing'})).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', {name: 'Cyber Security'})).toHaveAttribute('aria-expanded', 'false');
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
    expect(screen.getByRole('link', {name: 'Trendsoft home'})).toHaveFocus();
    await user.tab({shift: true});
    expect(screen.getByRole('link', {name: 'contact@trendsoft.example'})).toHaveFocus();
    await user.tab({shift: true});
    expect(screen.getByRole('link', {name: 'हिन्दी'})).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
  });
});
