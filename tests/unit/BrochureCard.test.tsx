import {render, screen} from '@testing-library/react';
import BrochureCard from '@site/src/components/BrochureCard';
import NewTabLink from '@site/src/components/NewTabLink';

describe('BrochureCard', () => {
  it('links to the brochure PDF in a new tab and says so (D9)', () => {
    render(<BrochureCard />);
    const link = screen.getByRole('link', {name: 'View Brochure (PDF, opens in a new tab)'});
    expect(link).toHaveAttribute('href', '/brochure/trendsoft-brochure.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('region', {name: 'Our services at a glance'})).toBeInTheDocument();
  });
});

describe('NewTabLink', () => {
  it('announces a new tab without a file type', () => {
    render(<NewTabLink href="https://maps.example/office">Hyderabad, Telangana</NewTabLink>);
    expect(screen.getByRole('link', {name: 'Hyderabad, Telangana (opens in a new tab)'})).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
