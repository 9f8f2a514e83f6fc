import {render, screen, within} from '@testing-library/react';
import IndustryGrid from '@site/src/components/IndustryGrid';
import {industries} from '@site/src/data/industries';
import {industryNames as names} from '../industryNames';
import {drawingShown, drawnIcons} from './drawnIcons';

describe('industries data (docs/product.md §4, §9)', () => {
  it('holds the ten industries in the page order, each with its own description and icon', () => {
    expect(industries.map((industry) => industry.name)).toEqual(names);
    expect(new Set(industries.map((industry) => industry.description)).size).toBe(10);
    for (const industry of industries) {
      expect(industry.description.length).toBeGreaterThan(150);
      expect(industry.icon).toMatch(/^\/img\/industries\/[a-z-]+\.svg$/);
    }
  });
});

describe('IndustryGrid', () => {
  it('lists the ten industries as cards with an h3 and a description', () => {
    render(<IndustryGrid />);
    // The first list is the grid; each card holds a list of its services.
    const items = screen.getAllByRole('listitem').filter((item) => item.parentElement === screen.getAllByRole('list')[0]);
    expect(items).toHaveLength(10);
    expect(screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual(names);
    expect(items[1]).toHaveTextContent(/HIPAA Security Rule/);
  });

  it("draws each industry's own icon in the page at its size, hidden from assistive technology (D52)", () => {
    const {container} = render(<IndustryGrid />);
    const icons = drawnIcons(container);
    expect(icons).toHaveLength(10);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('width', '48');
      expect(icon).toHaveAttribute('height', '48');
    }
    const files = industries.map((industry) => industry.icon);
    expect(icons.map((icon) => drawingShown(icon, files))).toEqual(files);
  });

  it('ends each card with links to three services of the menus, in a list named with the industry', () => {
    render(<IndustryGrid />);
    const education = screen.getByRole('list', {name: 'Services for this sector Education'});
    expect(
      within(education)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Web Accessibility', '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility'],
      ['Document Accessibility', '/TrendSoft/oursolutions/DocumentAccessibilityPage'],
      ['Performance Testing', '/TrendSoft/oursolutions/Testing/PerformanceTesting'],
    ]);
    for (const industry of industries) {
      const services = screen.getByRole('list', {name: `Services for this sector ${industry.name}`});
      expect(within(services).getAllByRole('link')).toHaveLength(3);
      expect(new Set(industry.services).size).toBe(3);
    }
  });

  it('renders a given subset', () => {
    render(<IndustryGrid industries={industries.slice(0, 2)} />);
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(2);
  });
});
