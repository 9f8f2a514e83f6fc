import {render, screen, within} from '@testing-library/react';
import ClosingBanner from '@site/src/components/ClosingBanner';

describe('ClosingBanner', () => {
  it('closes service pages with "Want to Know More?" and a Get In Touch link (D109)', () => {
    render(<ClosingBanner variant="service" />);
    expect(screen.getByRole('heading', {level: 2, name: 'Want to Know More?'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  });

  it('offers the brochure inside the same closing section, as a PDF in a new tab (issue 15, D9)', () => {
    render(<ClosingBanner variant="service" />);
    const closing = screen.getByRole('region', {name: 'Want to Know More?'});
    expect(within(closing).getByRole('heading', {level: 3, name: 'Our services at a glance'})).toBeInTheDocument();
    const brochure = within(closing).getByRole('link', {name: 'View Brochure (PDF, opens in a new tab)'});
    expect(brochure).toHaveAttribute('href', '/brochure/trendsoft-brochure.pdf');
    expect(brochure).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes career pages with "Want to Join Our Team?" and a link to the application', () => {
    render(<ClosingBanner variant="career" />);
    expect(screen.getByRole('heading', {level: 2, name: 'Want to Join Our Team?'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Apply Now'})).toHaveAttribute('href', '/TrendSoft/Career#apply');
    expect(screen.queryByRole('link', {name: 'Get In Touch'})).toBeNull();
    expect(screen.queryByRole('link', {name: /View Brochure/})).toBeNull();
  });
});
