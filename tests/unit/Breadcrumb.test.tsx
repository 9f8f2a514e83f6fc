import {render, screen, within} from '@testing-library/react';
import Breadcrumb from '@site/src/components/Breadcrumb';

describe('Breadcrumb', () => {
  it('starts with Home, links the ancestors and marks the current page (D8)', () => {
    render(
      <Breadcrumb
        items={[
          {label: 'Digital Accessibility', to: '/DigitalAccessibility'},
          {label: 'Document Accessibility', to: '/TrendSoft/oursolutions/DocumentAccessibilityPage'},
          {label: 'Accessible PDF Forms'},
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', {name: 'Breadcrumb'});
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'Digital Accessibility',
      'Document Accessibility',
      'Accessible PDF Forms',
    ]);
    expect(within(nav).getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', {name: 'Document Accessibility'})).toHaveAttribute(
      'href',
      '/TrendSoft/oursolutions/DocumentAccessibilityPage',
    );
    const current = within(nav).getByText('Accessible PDF Forms');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', {name: 'Accessible PDF Forms'})).toBeNull();
  });

  it('renders an entry without a target as plain text, never as a placeholder link', () => {
    const {container} = render(<Breadcrumb items={[{label: 'Our Solutions'}, {label: 'Testing Services'}]} />);
    expect(screen.queryByRole('link', {name: 'Our Solutions'})).toBeNull();
    expect(screen.getByText('Our Solutions')).not.toHaveAttribute('aria-current');
    expect(container.querySelector('a[href="#"], a:not([href])')).toBeNull();
  });
});
