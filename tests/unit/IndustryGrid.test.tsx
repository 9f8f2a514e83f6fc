import {render, screen, within} from '@testing-library/react';
import IndustryGrid from '@site/src/components/IndustryGrid';
import {industries} from '@site/src/data/industries';
import {industryNames as names} from '../industryNames';

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
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual(names);
    expect(items[1]).toHaveTextContent(/HIPAA Security Rule/);
  });

  it('gives every icon a size and hides it from assistive technology, loading lower icons lazily', () => {
    const {container} = render(<IndustryGrid eagerCount={2} />);
    // alt="" takes the images out of the accessibility tree, so they are found in the DOM.
    const icons = Array.from(container.querySelectorAll('img'));
    expect(icons).toHaveLength(10);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('width', '64');
      expect(icon).toHaveAttribute('height', '64');
    }
    expect(icons.map((icon) => icon.getAttribute('loading'))).toEqual(['eager', 'eager', ...Array(8).fill('lazy')]);
  });

  it('renders a given subset', () => {
    render(<IndustryGrid industries={industries.slice(0, 2)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
