import {render, screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import ServicesMenu from '@site/src/components/ServicesMenu';
import {enhanceServicesMenu} from '@site/src/components/ServicesMenu/enhance';
import {serviceCategories} from '@site/src/data/navigation';
import {setMockPathname} from './mocks/router';
import {drawingShown, drawnIcons} from './drawnIcons';

function setup() {
  setMockPathname('/');
  const user = userEvent.setup();
  const {container} = render(
    <>
      <ServicesMenu />
      <p>Outside</p>
    </>,
  );
  // The island, started as the islands script starts it.
  enhanceServicesMenu(container.querySelector<HTMLElement>('[data-island="ServicesMenu"]')!);
  return {user};
}

describe('ServicesMenu (docs/product.md §3 Header, D23)', () => {
  it('is a native popover button: the panel and all its links are in the HTML, so it opens with no code (issue 41)', () => {
    setMockPathname('/');
    const html = renderToString(<ServicesMenu />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const button = within(page).getByRole('button', {name: 'Our Services'});
    expect(button).toHaveAttribute('popovertarget', 'services-panel');
    // The browser reports expanded or collapsed for a popover's button; an attribute would go stale before the code runs.
    expect(button).not.toHaveAttribute('aria-expanded');
    const panel = page.querySelector('#services-panel');
    expect(panel).toHaveAttribute('popover', 'auto');
    const panelLinks = serviceCategories.reduce((count, category) => count + 1 + category.services.length, 0);
    expect(panel!.querySelectorAll('a')).toHaveLength(panelLinks);
  });

  it('offers the three categories as tabs, Digital Accessibility selected', () => {
    setup();
    const tabs = within(screen.getByRole('tablist', {name: 'Service categories'})).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Digital Accessibility Services', 'Testing Services', 'Cyber Security']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', {name: 'Digital Accessibility Services'});
    expect(within(panel).getByRole('link', {name: 'Digital Accessibility overview'})).toHaveAttribute('href', '/DigitalAccessibility');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/DigitalAccessibility',
      '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility',
      '/TrendSoft/oursolutions/Mobile-Acessibility',
      '/TrendSoft/oursolutions/IndesignAccessibilitypage',
      '/TrendSoft/oursolutions/DocumentAccessibilityPage',
    ]);
  });

  it("shows each service's own icon beside its name, silent to screen readers (issue 15)", async () => {
    setup();
    const panel = screen.getByRole('tabpanel', {name: 'Digital Accessibility Services'});
    const webAccessibility = within(panel).getByRole('link', {name: 'Web Accessibility'});
    expect(drawingShown(drawnIcons(webAccessibility)[0], ['/img/services/web-accessibility.svg'])).toBe(
      '/img/services/web-accessibility.svg',
    );
    // The icon is not part of the link's name, nor an image of its own.
    expect(within(panel).queryByRole('img')).toBeNull();
    const icons = drawnIcons(document.querySelector('#services-panel')!).map((icon) => icon.innerHTML);
    expect(icons).toHaveLength(13);
    expect(new Set(icons).size).toBe(13);
  });

  it('selects a category by click, its panel alone shown', async () => {
    const {user} = setup();
    await user.click(screen.getByRole('tab', {name: 'Cyber Security'}));
    expect(screen.getByRole('tab', {name: 'Cyber Security'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', {name: 'Digital Accessibility Services'})).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.id)).toEqual(['services-panel-security']);
  });

  it('moves between categories with arrows, Home and End, and selects with Enter or Space', async () => {
    const {user} = setup();
    const tab = (name: string) => screen.getByRole('tab', {name});
    tab('Digital Accessibility Services').focus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Testing Services')).toHaveFocus();
    // Moving focus alone does not change the selection (manual activation).
    expect(tab('Digital Accessibility Services')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Testing Services')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', {name: 'Testing Services'})).toBeVisible();
    await user.keyboard('{End}');
    expect(tab('Cyber Security')).toHaveFocus();
    await user.keyboard(' ');
    const security = screen.getByRole('tabpanel', {name: 'Cyber Security'});
    expect(within(security).getAllByRole('link')).toHaveLength(7);
    await user.keyboard('{Home}');
    expect(tab('Digital Accessibility Services')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(tab('Cyber Security')).toHaveFocus();
    // Only the selected tab is in the Tab order.
    expect(tab('Cyber Security')).toHaveAttribute('tabindex', '0');
    expect(tab('Testing Services')).toHaveAttribute('tabindex', '-1');
  });
});
