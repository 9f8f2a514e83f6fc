import {render, screen} from '@testing-library/react';
import ClientLogoGrid from '@site/src/components/ClientLogoGrid';
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
});
