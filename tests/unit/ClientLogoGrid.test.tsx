import {render, screen, within} from '@testing-library/react';
import ClientLogoGrid from '@site/src/components/ClientLogoGrid';
import ClientLogos from '@site/pages/_home/ClientLogos';
import {clientLogos, homeClientLogos} from '@site/src/data/clients';
import {drawingShown} from './drawnIcons';

describe('ClientLogoGrid', () => {
  it('shows every logo it is given as an image named for the client, sized, the placeholders drawn in the page (D52)', () => {
    render(<ClientLogoGrid logos={clientLogos} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(13);
    const logos = screen.getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(clientLogos.map((logo) => logo.name));
    // WCAG 3.1.2: the placeholders' English names are marked English, so a Hindi page's voice does not read them.
    for (const item of screen.getAllByRole('listitem')) expect(item).toHaveAttribute('lang', 'en');
    const last = screen.getByRole('img', {name: 'Client 13'});
    expect(drawingShown(last, ['/img/clients/client-12.svg', '/img/clients/client-13.svg'])).toBe('/img/clients/client-13.svg');
    for (const logo of logos) {
      expect(logo.tagName).toBe('svg');
      expect(logo).toHaveAttribute('width', '200');
      expect(logo).toHaveAttribute('height', '80');
    }
  });

  it('loads a logo that is not a plain drawing (a PNG, say) lazily as an image, its alt text the client', () => {
    render(<ClientLogoGrid logos={[{id: 'acme', name: 'Acme Bank', src: '/img/clients/acme.png', width: 160, height: 64}]} />);
    const logo = screen.getByRole('img', {name: 'Acme Bank'});
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute('src', '/img/clients/acme.png');
    expect(logo).toHaveAttribute('alt', 'Acme Bank');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('width', '160');
    // A client's own name is a proper name, in no particular language.
    expect(logo.closest('li')).not.toHaveAttribute('lang');
  });

  it('serves the home page subset too', () => {
    render(<ClientLogoGrid logos={homeClientLogos} />);
    expect(screen.getAllByRole('img')).toHaveLength(9);
  });

  it('draws the home band as the same list of nine, named "Client logos" for screen readers', () => {
    render(<ClientLogos />);
    const list = screen.getByRole('list', {name: 'Client logos'});
    const logos = within(list).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(homeClientLogos.map((logo) => logo.name));
  });
});
