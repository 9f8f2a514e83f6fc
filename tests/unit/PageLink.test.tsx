import {render, screen} from '@testing-library/react';
import PageLink from '@site/src/client/PageLink';

// src/client/PageLink.tsx is `@docusaurus/Link` in the browser (issue 41, D54):
// it must write the address Docusaurus's Link writes at build time, here on the
// Hindi build (base URL /hi/, trailingSlash: false, D4).
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig: {baseUrl: '/hi/', trailingSlash: false}}),
}));

const addressOf = (name: string) => screen.getByRole('link', {name});

describe('PageLink', () => {
  it('writes site paths with the locale base URL and without a trailing slash, as plain page loads', () => {
    render(
      <>
        <PageLink to="/TrendSoft/Career">Careers</PageLink>
        <PageLink to="/About/">About</PageLink>
        <PageLink to="/">Home</PageLink>
        <PageLink to="/TrendSoft/ContactUs#quote">Quote</PageLink>
        <PageLink href="#main">Skip</PageLink>
        <PageLink to="/hi/Contact">Already localized</PageLink>
        <PageLink to="/hi">Locale root</PageLink>
      </>,
    );
    expect(addressOf('Already localized')).toHaveAttribute('href', '/hi/Contact');
    expect(addressOf('Locale root')).toHaveAttribute('href', '/hi/');
    expect(addressOf('Careers')).toHaveAttribute('href', '/hi/TrendSoft/Career');
    expect(addressOf('About')).toHaveAttribute('href', '/hi/About');
    expect(addressOf('Home')).toHaveAttribute('href', '/hi/');
    expect(addressOf('Quote')).toHaveAttribute('href', '/hi/TrendSoft/ContactUs#quote');
    expect(addressOf('Skip')).toHaveAttribute('href', '#main');
    expect(addressOf('Careers')).not.toHaveAttribute('target');
  });

  it('opens a link with a protocol in a new tab, unless told otherwise', () => {
    render(
      <>
        <PageLink href="https://maps.example/office">Map</PageLink>
        <PageLink href="https://w3.org/WAI/" target="_self">
          WAI
        </PageLink>
      </>,
    );
    expect(addressOf('Map')).toHaveAttribute('target', '_blank');
    expect(addressOf('Map')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(addressOf('WAI')).toHaveAttribute('target', '_self');
  });
});
