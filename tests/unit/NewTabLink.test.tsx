import {render, screen} from '@testing-library/react';
import BrochureLink from '@site/src/components/BrochureLink';
import NewTabLink from '@site/src/components/NewTabLink';

describe('BrochureLink', () => {
  it('links to the brochure PDF in a new tab, says so (D9), and marks the file as English', () => {
    render(<BrochureLink>View Brochure</BrochureLink>);
    const link = screen.getByRole('link', {name: 'View Brochure (PDF, opens in a new tab)'});
    expect(link).toHaveAttribute('href', '/brochure/trendsoft-brochure.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAttribute('hreflang', 'en');
  });
});

describe('NewTabLink', () => {
  it('announces a new tab without a file type', () => {
    render(<NewTabLink href="https://maps.example/office">Hyderabad, Telangana</NewTabLink>);
    expect(screen.getByRole('link', {name: 'Hyderabad, Telangana (opens in a new tab)'})).toHaveAttribute('target', '_blank');
  });
});
