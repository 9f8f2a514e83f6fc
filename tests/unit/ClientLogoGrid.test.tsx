import {render, screen, within} from '@testing-library/react';
import ClientLogoGrid from '@site/src/components/ClientLogoGrid';
import ClientLogos from '@site/pages/_home/ClientLogos';
import {clientLogos, homeClientLogos} from '@site/src/data/clients';

describe('ClientLogoGrid', () => {
  it('shows every logo it is given, named by its alt text, sized and lazily loaded', () => {
    render(<ClientLogoGrid logos={clientLogos} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(13);
    const logos = screen.getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(clientLogos.map((logo) => logo.name));
    expect(screen.getByRole('img', {name: 'Client 13'})).toHaveAttribute('src', '/img/clients/client-13.svg');
    for (const logo of logos) {
      expect(logo).toHaveAttribute('width', '200');
      expect(logo).toHaveAttribute('height', '80');
      expect(logo).toHaveAttribute('loading', 'lazy');
    }
  });

  it('serves the home page subset too', () => {
    render(<ClientLogoGrid logos={homeClientLogos} />);
    expect(screen.getAllByRole('img')).toHaveLength(9);
  });

  it('draws the home band as the same list of nine, named "Client logos" for screen readers', () => {
    render(<ClientLogos />);
    const list = screen.getByRole('list', {name: 'Client logos'});
    const logos = within(list).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(homeClientLogos.map((logo) => logo.name));
    for (const logo of logos) expect(logo).toHaveAttribute('loading', 'lazy');
  });
});
