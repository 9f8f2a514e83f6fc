import {render, screen} from '@testing-library/react';
import Hero from '@site/src/components/Hero';
import {drawingShown, drawnIcons} from './drawnIcons';

describe('Hero', () => {
  it('holds the page heading, its description and the breadcrumb', () => {
    render(
      <Hero title="API Security" eyebrow="Cyber Security" breadcrumb={[{label: 'API Security'}]}>
        <p>APIs carry your data.</p>
      </Hero>,
    );
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    expect(screen.getByRole('heading', {level: 1, name: 'API Security'})).toBeInTheDocument();
    expect(screen.getByText('APIs carry your data.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', {name: 'Breadcrumb'})).toBeInTheDocument();
  });

  it('links "Get In Touch" to the contact page on service pages (D109)', () => {
    render(<Hero title="Web Accessibility" expertLink />);
    expect(screen.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  });

  it('has no expert link or breadcrumb unless asked for', () => {
    render(<Hero title="Home" />);
    expect(screen.queryByRole('link', {name: 'Get In Touch'})).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows its artwork as a decorative image that loads only where it is shown', () => {
    const {container} = render(<Hero title="About Trendsoft" image={{src: '/img/about-hero.svg', width: 480, height: 360}} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('Hero on a service page', () => {
  it('shows the service’s own illustration, and its icon by the title, as decoration only', () => {
    const {container} = render(<Hero title="API Security" service="api-security" expertLink />);
    const sources = Array.from(container.querySelectorAll('img')).map((image) => [image.getAttribute('src'), image.getAttribute('alt')]);
    // Its own picture, not its family's (issue 43): no two service pages share a hero.
    expect(sources).toEqual([['/img/heroes/api-security.svg', '']]);
    const icons = drawnIcons(container);
    expect(icons.map((icon) => drawingShown(icon, ['/img/services/api-security.svg', '/img/services/web-app-security.svg']))).toEqual([
      '/img/services/api-security.svg',
    ]);
    icons.forEach((icon) => expect(icon).toHaveAttribute('width', '40'));
    // Decorative images are not announced: the title names the service.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', {level: 1, name: 'API Security'})).toBeInTheDocument();
  });

  it('shows its family’s illustration on an overview', () => {
    const {container} = render(<Hero title="Cyber Security Services" family="security" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/families/security.svg');
  });

  it('prefers a page’s own artwork to its family illustration', () => {
    const {container} = render(<Hero title="About" family="testing" image={{src: '/img/about-hero.svg', width: 480, height: 360}} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/about-hero.svg');
  });

  it('prefers a page’s own artwork to the service’s illustration', () => {
    const {container} = render(
      <Hero title="Contact" service="api-security" image={{src: '/img/heroes/contact.svg', width: 480, height: 360}} />,
    );
    const sources = Array.from(container.querySelectorAll('img')).map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['/img/heroes/contact.svg']);
  });
});
