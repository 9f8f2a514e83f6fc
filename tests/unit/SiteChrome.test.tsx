import {render, screen, within} from '@testing-library/react';
import SiteFooter from '@site/src/components/SiteFooter';
import SiteHeader from '@site/src/components/SiteHeader';
import NotFoundContent from '@site/src/components/NotFoundContent';
import {setMockPathname} from './mocks/router';

describe('SiteHeader', () => {
  it('links the logo home and lists the main sections (docs/product.md §3 Header)', () => {
    setMockPathname('/');
    render(<SiteHeader />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', {name: 'Trendsoft home'})).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', {name: 'Main'});
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toMatchObject({
      'Who We Serve': '/TrendSoft/WhoWeServe',
      Careers: '/TrendSoft/Career',
      About: '/TrendSoft/about-Us',
      'Get In Touch': '/TrendSoft/ContactUs',
    });
  });

  it("marks the current page's entry", () => {
    setMockPathname('/TrendSoft/Career');
    render(<SiteHeader />);
    expect(screen.getByRole('link', {name: 'Careers'})).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', {name: 'About'})).not.toHaveAttribute('aria-current');
  });

  it('marks Get In Touch, the filled primary action, as current on the contact page', () => {
    setMockPathname('/TrendSoft/ContactUs');
    render(<SiteHeader />);
    expect(screen.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', {name: 'Careers'})).not.toHaveAttribute('aria-current');
  });
});

describe('SiteFooter', () => {
  it('shows the services and company links, offices and the copyright of the year the site was built', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const services = within(footer).getByRole('navigation', {name: 'Services'});
    expect(within(services).getByRole('link', {name: 'Cyber Security'})).toHaveAttribute('href', '/TrendSoft/oursolutions/CyberSecurity');
    expect(within(services).getByRole('link', {name: 'Digital Accessibility Services'})).toHaveAttribute('href', '/DigitalAccessibility');
    expect(within(services).getByRole('link', {name: 'Testing Services'})).toHaveAttribute('href', '/TrendSoft/oursolutions/Testing');
    const company = within(footer).getByRole('navigation', {name: 'Company'});
    expect(
      within(company)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Who We Serve', 'Get In Touch', 'Careers']);
    expect(within(footer).getByText('© 2031 Trendsoft Technologies. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute('href', '/TrendSoft/Privacy-Policy');
  });

  it('gives the e-mail address as a way in without a form, and no phone number while none is published', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', {name: 'contact@trendsoft.example'})).toHaveAttribute(
      'href',
      'mailto:contact@trendsoft.example',
    );
    expect(within(footer).getByRole('term')).toHaveTextContent('Email');
    expect(within(footer).queryByRole('link', {name: /^\+/})).toBeNull();
  });

  it('opens each office in a maps service in a new tab, announced (D9)', () => {
    render(<SiteFooter />);
    for (const name of [
      'Mangalagiri, Andhra Pradesh (opens in a new tab)',
      'Hyderabad, Telangana (opens in a new tab)',
      'Leander, Texas (opens in a new tab)',
    ]) {
      const link = screen.getByRole('link', {name});
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    }
  });

  it('has no placeholder links (D8)', () => {
    const {container} = render(<SiteFooter />);
    expect(container.querySelector('a[href="#"], a[href=""], a:not([href])')).toBeNull();
  });
});

describe('NotFoundContent', () => {
  it('says the page was not found and leads on to the main sections (D7)', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', {level: 1, name: 'Page not found'})).toBeInTheDocument();
    for (const [name, href] of [
      ['Digital Accessibility Services', '/DigitalAccessibility'],
      ['Testing Services', '/TrendSoft/oursolutions/Testing'],
      ['Cyber Security', '/TrendSoft/oursolutions/CyberSecurity'],
      ['Go to the home page', '/'],
      ['Get In Touch', '/TrendSoft/ContactUs'],
    ]) {
      expect(screen.getByRole('link', {name})).toHaveAttribute('href', href);
    }
  });
});

describe('ContactDetails', () => {
  it('links a published phone number with a tel: address made of its digits', async () => {
    jest.resetModules();
    jest.doMock('@site/src/data/company', () => {
      const actual = jest.requireActual<typeof import('@site/src/data/company')>('@site/src/data/company');
      return {...actual, company: {...actual.company, phone: '+91 40 1234 5678'}};
    });
    const {default: Details} = await import('@site/src/components/ContactDetails');
    render(<Details />);
    expect(screen.getByRole('link', {name: '+91 40 1234 5678'})).toHaveAttribute('href', 'tel:+914012345678');
    expect(screen.getByRole('link', {name: 'contact@trendsoft.example'})).toBeInTheDocument();
    jest.dontMock('@site/src/data/company');
  });
});
