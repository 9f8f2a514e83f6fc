import {render, screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import MobileMenu from '@site/src/components/MobileMenu';
import {enhanceMobileMenu} from '@site/src/components/MobileMenu/enhance';
import {setMockPathname} from './mocks/router';

// jsdom has no matchMedia; the drawer only listens for the desktop breakpoint.
let desktop = false;
const mediaListeners = new Set<() => void>();
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    get matches() {
      return desktop;
    },
    media: query,
    addEventListener: (type: string, listener: () => void) => type === 'change' && mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  desktop = false;
  mediaListeners.clear();
});

/** Starts the drawer's island in `container`, as the islands script does. */
function startIsland(container: HTMLElement): void {
  enhanceMobileMenu(container.querySelector<HTMLElement>('[data-island="MobileMenu"]')!);
}

// jsdom has <dialog> but none of its behaviour. The browser opens the drawer
// from the Menu button's `command` (tests/e2e/header.spec.ts checks it does);
// here the dialog opens and closes as the browser's would, focus included, so
// the drawer's own code (Tab past the last link) can be tested.
let openedFrom: HTMLElement | null = null;
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      openedFrom = document.activeElement as HTMLElement | null;
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('[autofocus]')?.focus();
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      openedFrom?.focus();
    },
  });
});

/** The drawer as the browser shows it once Menu is pressed. */
function openDrawer(): HTMLElement {
  const menuButton = screen.getByRole('button', {name: 'Menu'});
  menuButton.focus();
  (document.getElementById(menuButton.getAttribute('commandfor') ?? '') as HTMLDialogElement).showModal();
  return screen.getByRole('dialog', {name: 'Menu'});
}

function preRendered(pathname: string): HTMLElement {
  setMockPathname(pathname);
  const page = document.createElement('div');
  page.innerHTML = renderToString(<MobileMenu />);
  return page;
}

describe('MobileMenu drawer (docs/product.md §5, D22)', () => {
  it('is a native modal dialog that Menu opens and Close menu closes with no code (issue 41)', () => {
    const page = preRendered('/');
    const menuButton = within(page).getByRole('button', {name: 'Menu'});
    expect(menuButton).toHaveAttribute('command', 'show-modal');
    expect(menuButton).toHaveAttribute('commandfor', 'mobile-drawer');
    expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    const drawer = page.querySelector('dialog#mobile-drawer')!;
    expect(drawer).toHaveAttribute('aria-label', 'Menu');
    // A tap on the backdrop closes it, as a click outside always has (D22).
    expect(drawer).toHaveAttribute('closedby', 'any');
    // Closed until Menu is pressed.
    expect(drawer).not.toHaveAttribute('open');
    const close = within(drawer as HTMLElement).getByRole('button', {name: 'Close menu', hidden: true});
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('commandfor', 'mobile-drawer');
    // Focus goes to Close menu when it opens.
    expect(close).toHaveAttribute('autofocus');
  });

  it('holds the links of docs/product.md §3, the logo and the e-mail address', () => {
    setMockPathname('/');
    startIsland(render(<MobileMenu />).container);
    const dialog = openDrawer();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Outside the service families, whose links the next test lists.
    const hrefs = Object.fromEntries(
      within(dialog)
        .getAllByRole('link')
        .filter((link) => !link.closest('details'))
        .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Trendsoft home': '/',
      'Who We Serve': '/TrendSoft/WhoWeServe',
      Careers: '/TrendSoft/Career',
      About: '/TrendSoft/about-Us',
      'Get In Touch': '/TrendSoft/ContactUs',
      // Issue 14: this page in the other language.
      हिन्दी: '/hi/',
      'contact@trendsoft.example': 'mailto:contact@trendsoft.example',
    });
  });

  it('lists every service under its family, each family a native disclosure (issue 15)', () => {
    const page = preRendered('/');
    const families = Array.from(page.querySelectorAll('details'));
    expect(families.map((family) => family.querySelector('summary')?.textContent)).toEqual([
      'Digital Accessibility Services',
      'Testing Services',
      'Cyber Security',
    ]);
    expect(families.map((family) => family.open)).toEqual([false, false, false]);
    const links = (family: HTMLDetailsElement) =>
      Array.from(family.querySelectorAll('a'), (link) => [link.textContent, link.getAttribute('href')]);
    expect(families.map(links)).toEqual([
      [
        ['Digital Accessibility overview', '/DigitalAccessibility'],
        ['Web Accessibility', '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility'],
        ['Mobile Accessibility', '/TrendSoft/oursolutions/Mobile-Acessibility'],
        ['InDesign Accessibility', '/TrendSoft/oursolutions/IndesignAccessibilitypage'],
        ['Document Accessibility', '/TrendSoft/oursolutions/DocumentAccessibilityPage'],
      ],
      [
        ['Testing services overview', '/TrendSoft/oursolutions/Testing'],
        ['Functional Testing', '/TrendSoft/oursolutions/Testing/FunctionalTesting'],
        ['Performance Testing', '/TrendSoft/oursolutions/Testing/PerformanceTesting'],
        ['Usability Testing', '/TrendSoft/oursolutions/Testing/UsabilityTesting'],
      ],
      [
        ['Cyber security overview', '/TrendSoft/oursolutions/CyberSecurity'],
        ['Web App Security', '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity'],
        ['Mobile App Security', '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity'],
        ['API Security', '/TrendSoft/oursolutions/CyberSecurity/ApiKey'],
        ['Thick Client Security', '/TrendSoft/oursolutions/CyberSecurity/ThickClientPage'],
        ['Secure Code Review', '/TrendSoft/oursolutions/CyberSecurity/SecureCodePage'],
        ['Database Security', '/TrendSoft/oursolutions/CyberSecurity/DataBaseSecurityPage'],
      ],
    ]);
  });

  it('opens the family of the page being viewed, the page marked as current', () => {
    const page = preRendered('/TrendSoft/oursolutions/Testing/UsabilityTesting');
    const open = Array.from(page.querySelectorAll('details[open] > summary'), (summary) => summary.textContent);
    expect(open).toEqual(['Testing Services']);
    expect(within(page).getByRole('link', {name: 'Usability Testing', hidden: true})).toHaveAttribute('aria-current', 'page');
  });

  it('on a page the menus do not list, opens its family and marks the entry it belongs under (issue 43)', () => {
    // A document service, under Document Accessibility.
    const pdfUa = preRendered('/TrendSoft/oursolutions/DocumentAccessibility/PDFUA');
    expect(Array.from(pdfUa.querySelectorAll('details[open] > summary'), (summary) => summary.textContent)).toEqual([
      'Digital Accessibility Services',
    ]);
    expect(within(pdfUa).getByRole('link', {name: 'Document Accessibility', hidden: true})).toHaveAttribute('aria-current', 'true');
    expect(within(pdfUa).getByRole('link', {name: 'Digital Accessibility overview', hidden: true})).not.toHaveAttribute('aria-current');
    // A job, under Careers; About's second path (D6) is About's page.
    expect(within(preRendered('/TrendSoft/Career/fresher')).getByRole('link', {name: 'Careers', hidden: true})).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(preRendered('/About')).getByRole('link', {name: 'About', hidden: true})).toHaveAttribute('aria-current', 'page');
    expect(within(preRendered('/')).queryAllByRole('link', {current: true, hidden: true})).toEqual([]);
  });

  it('closes when Tab moves past the last link, and Shift+Tab from the first control wraps inside', async () => {
    setMockPathname('/');
    const user = userEvent.setup({delay: null});
    const {container} = render(
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
    startIsland(container);
    const menuButton = screen.getByRole('button', {name: 'Menu'});
    openDrawer();
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

  it('closes when the window widens to the desktop menu, which would leave the page inert behind a hidden dialog', () => {
    setMockPathname('/');
    startIsland(render(<MobileMenu />).container);
    const menuButton = screen.getByRole('button', {name: 'Menu'});
    openDrawer();
    desktop = true;
    mediaListeners.forEach((listener) => listener());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
  });
});
