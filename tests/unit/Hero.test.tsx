import {render, screen} from '@testing-library/react';
import Hero from '@site/src/components/Hero';

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

  it('links "Speak with an Expert" to the contact page on service pages', () => {
    render(<Hero title="Web Accessibility" expertLink />);
    expect(screen.getByRole('link', {name: 'Speak with an Expert'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  });

  it('has no expert link or breadcrumb unless asked for', () => {
    render(<Hero title="Home" />);
    expect(screen.queryByRole('link', {name: 'Speak with an Expert'})).toBeNull();
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
