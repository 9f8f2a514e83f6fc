import {renderToString} from 'react-dom/server';
import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TabBlock from '@site/src/components/TabBlock';
import {enhanceTabBlock, tabbedLayoutQuery} from '@site/src/components/TabBlock/enhance';
import {drawingShown, drawnIcons} from './drawnIcons';

type Listener = () => void;

/** A stand-in for window.matchMedia whose width can change during a test. */
function mockMatchMedia(initiallyWide: boolean) {
  let wide = initiallyWide;
  const listeners = new Set<Listener>();
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query === tabbedLayoutQuery && wide;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  return {
    setWide(next: boolean) {
      wide = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** The block as the page's HTML has it, its island started as the islands script starts it. */
function renderBlock(tabs: 'accessibility' | 'testing' | 'security') {
  const rendered = render(
    <>
      <h2 id="solutions">Solutions We Offer</h2>
      <TabBlock tabs={tabs} labelledBy="solutions" />
    </>,
  );
  enhanceTabBlock(rendered.container.querySelector<HTMLElement>('[data-island="TabBlock"]')!);
  return rendered;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('TabBlock on wide screens (docs/product.md §4, §5; D23)', () => {
  beforeEach(() => mockMatchMedia(true));

  it('is a vertical tab list named by its heading, with the first tab selected and one panel shown', () => {
    renderBlock('testing');
    const tabList = screen.getByRole('tablist', {name: 'Solutions We Offer'});
    expect(tabList).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = within(tabList).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Functional', 'Performance', 'Usability']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // Hidden panels are out of the accessibility tree: only the selected one is found.
    const panels = screen.getAllByRole('tabpanel');
    expect(panels).toHaveLength(1);
    expect(panels[0]).toHaveAccessibleName('Functional');
    expect(within(panels[0]!).getByRole('heading', {level: 3, name: 'Functional Testing'})).toBeVisible();
    expect(within(panels[0]!).getByRole('link', {name: 'Learn more about Functional Testing'})).toHaveAttribute(
      'href',
      '/TrendSoft/oursolutions/Testing/FunctionalTesting',
    );
  });

  it('selects a tab by click and shows its panel only', async () => {
    const user = userEvent.setup();
    renderBlock('security');
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    await user.click(screen.getByRole('tab', {name: 'API Security'}));
    expect(screen.getByRole('tab', {name: 'API Security'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', {name: 'Web App Security'})).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('API Security');
    expect(within(panel).getByRole('link', {name: 'Learn more about API Security'})).toHaveAttribute(
      'href',
      '/TrendSoft/oursolutions/CyberSecurity/ApiKey',
    );
    expect(screen.queryByRole('heading', {name: 'Web App Security'})).toBeNull();
  });

  it('moves focus with arrows, Home and End, and selects with Enter or Space', async () => {
    const user = userEvent.setup();
    renderBlock('security');
    const tab = (name: string) => screen.getByRole('tab', {name});
    await user.tab();
    expect(tab('Web App Security')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Mobile App Security')).toHaveFocus();
    // Focus alone does not select (manual activation).
    expect(tab('Web App Security')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('API Security')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tab('API Security')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('API Security');
    await user.keyboard('{End}');
    expect(tab('Database Security')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Database Security');
    await user.keyboard('{ArrowDown}');
    expect(tab('Web App Security')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(tab('Database Security')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Web App Security')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Database Security')).toHaveFocus();
    // Only the selected tab is in the Tab order; Tab goes on into its panel's link.
    expect(tab('Database Security')).toHaveAttribute('tabindex', '0');
    expect(tab('Web App Security')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('link', {name: 'Learn more about Database Security'})).toHaveFocus();
  });
});

describe('TabBlock stacked (small screens, JavaScript off, before the island runs)', () => {
  it('renders every panel with its heading and link on the server, its tabs hidden', () => {
    mockMatchMedia(true);
    const page = document.createElement('div');
    page.innerHTML = renderToString(<TabBlock tabs="accessibility" labelledBy="solutions" />);
    document.body.append(page);
    expect(within(page).queryByRole('tablist')).toBeNull();
    expect(within(page).queryByRole('tab')).toBeNull();
    // No panel is hidden or a tab panel yet.
    expect(within(page).queryByRole('tabpanel')).toBeNull();
    expect(
      within(page)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual(['Web Accessibility', 'Mobile Accessibility', 'InDesign Accessibility']);
    for (const title of ['Web Accessibility', 'Mobile Accessibility', 'InDesign Accessibility'])
      expect(within(page).getByRole('link', {name: `Learn more about ${title}`})).toBeVisible();
    page.remove();
  });

  it("shows each panel's service icon beside its heading, silent to screen readers (issue 15)", () => {
    mockMatchMedia(false);
    const {container} = renderBlock('security');
    const icons = Array.from(container.querySelectorAll('h3')).map((heading) => drawnIcons(heading.parentElement!)[0]);
    const expected = [
      '/img/services/web-app-security.svg',
      '/img/services/mobile-app-security.svg',
      '/img/services/api-security.svg',
      '/img/services/thick-client-security.svg',
      '/img/services/secure-code-review.svg',
      '/img/services/database-security.svg',
    ];
    expect(icons.map((icon) => drawingShown(icon, expected))).toEqual(expected);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows every panel, headed and linked, on narrow screens', () => {
    mockMatchMedia(false);
    renderBlock('accessibility');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual([
      'Web Accessibility',
      'Mobile Accessibility',
      'InDesign Accessibility',
    ]);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Learn more about Web Accessibility', '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility'],
      ['Learn more about Mobile Accessibility', '/TrendSoft/oursolutions/Mobile-Acessibility'],
      ['Learn more about InDesign Accessibility', '/TrendSoft/oursolutions/IndesignAccessibilitypage'],
    ]);
  });

  it('stays stacked where matchMedia is missing', () => {
    // @ts-expect-error: a browser without matchMedia
    delete window.matchMedia;
    renderBlock('testing');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(3);
  });

  it('switches between stacked and tabs when the width crosses the breakpoint', () => {
    const media = mockMatchMedia(false);
    renderBlock('testing');
    expect(screen.queryByRole('tablist')).toBeNull();
    media.setWide(true);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    media.setWide(false);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(3);
  });

  it('never renders the Get A Quote label kept in the Testing data', () => {
    mockMatchMedia(false);
    renderBlock('testing');
    expect(screen.queryByText(/Get A Quote/i)).toBeNull();
  });
});
