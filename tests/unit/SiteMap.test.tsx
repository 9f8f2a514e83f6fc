import {render, screen, within} from '@testing-library/react';
import SiteMap from '@site/src/components/SiteMap';

describe('SiteMap (D111)', () => {
  it('lists every section under its own heading, with the pages under the page they belong to', () => {
    render(<SiteMap />);
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'Our services',
      'The company',
      'Resources',
      'About this website',
    ]);
    // The list after each heading is that section's.
    const sectionOf = (name: string) => screen.getByRole('heading', {level: 2, name}).nextElementSibling as HTMLElement;
    const services = sectionOf('Our services');
    // A document format sits under Document Accessibility, under the family's overview.
    const documents = within(services).getByRole('link', {name: 'Document Accessibility'}).closest('li')!;
    expect(within(documents).getByRole('link', {name: 'PDF/UA Remediation'})).toHaveAttribute(
      'href',
      '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA',
    );
    const family = within(services).getByRole('link', {name: 'Digital Accessibility Services'});
    expect(family).toHaveAttribute('href', '/DigitalAccessibility');
    expect(family.closest('li')).toContainElement(documents);
    // Jobs under Careers; the contact page under its one name (D109).
    const company = sectionOf('The company');
    const careers = within(company).getByRole('link', {name: 'Careers'}).closest('li')!;
    expect(within(careers).getByRole('link', {name: 'Fresher'})).toHaveAttribute('href', '/TrendSoft/Career/fresher');
    expect(within(company).getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
    expect(within(sectionOf('About this website')).getByRole('link', {name: 'Accessibility Conformance Report'})).toHaveAttribute(
      'href',
      '/TrendSoft/Accessibility-Conformance-Report',
    );
  });
});
