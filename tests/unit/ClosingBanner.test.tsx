import {render, screen} from '@testing-library/react';
import ClosingBanner from '@site/src/components/ClosingBanner';

describe('ClosingBanner', () => {
  it('closes service pages with "Want to Know More?" and a Contact Us link', () => {
    render(<ClosingBanner variant="service" />);
    expect(screen.getByRole('heading', {level: 2, name: 'Want to Know More?'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  });

  it('closes career pages with "Want to Join Our Team?" and a link to the application', () => {
    render(<ClosingBanner variant="career" />);
    expect(screen.getByRole('heading', {level: 2, name: 'Want to Join Our Team?'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Apply Now'})).toHaveAttribute('href', '/TrendSoft/Career#apply');
    expect(screen.queryByRole('link', {name: 'Contact Us'})).toBeNull();
  });
});
