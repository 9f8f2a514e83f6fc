import {render, screen, within} from '@testing-library/react';
import ServiceCards from '@site/pages/_home/ServiceCards';
import OrganizationJsonLd, {organizationSchema} from '@site/pages/_home/OrganizationJsonLd';
import {heroClaims, heroCounters, homeFeatures, homeStats, type CounterRecord} from '@site/src/data/home';
import {serviceCategories} from '@site/src/data/navigation';
import {serviceCards} from '@site/src/data/serviceCards';
import {testimonials} from '@site/src/data/testimonials';
import {drawingShown, drawnIcons} from './drawnIcons';

const figure = (counter: CounterRecord) => `${counter.value}${counter.suffix ?? ''}`;

describe('home page records (docs/product.md §4, §9)', () => {
  it('states the claims and figures of docs/product.md §9 and no others', () => {
    expect(heroClaims.map((claim) => claim.text)).toEqual([
      'WCAG 2.1 AA certified',
      'Trusted by Fortune 500 companies',
      '500+ happy clients',
    ]);
    expect(heroCounters.map(figure)).toEqual(['200+', '150+', '24/7']);
    expect(homeStats.map(figure)).toEqual(['50+', '98%']);
  });

  it('shows each figure once: the stats leave out what the hero counts (issue 31)', () => {
    const heroFigures = new Set(heroCounters.map(figure));
    expect(homeStats.map(figure).filter((shown) => heroFigures.has(shown))).toEqual([]);
  });

  it('has six testimonials rated 4 to 5 in halves, attributed to roles', () => {
    expect(testimonials).toHaveLength(6);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(4);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(testimonial.rating * 2)).toBe(true);
      // D2: a role and a kind of organisation, never a named person or company.
      expect(testimonial.name).toMatch(/^[^,]+, an? [a-z]/);
    }
    expect(new Set(testimonials.map((testimonial) => testimonial.quote)).size).toBe(6);
  });

  it('has three feature cards with tags', () => {
    expect(homeFeatures.map((feature) => feature.id)).toEqual(['agile-testing', 'team-scaling', 'security-first']);
    // docs/product.md §4 names the three cards; their headings say so.
    expect(homeFeatures.map((feature) => feature.title)).toEqual(['Agile testing', 'Flexible team scaling', 'Security-first']);
    for (const feature of homeFeatures) expect(feature.tags.length).toBeGreaterThan(0);
  });

  it('has six service cards that link to service pages of all three service lines', () => {
    expect(serviceCards).toHaveLength(6);
    const linesCovered = new Set(
      serviceCards.map((card) => serviceCategories.find((category) => category.services.some((service) => service.to === card.to))?.id),
    );
    expect(linesCovered).toEqual(new Set(['accessibility', 'testing', 'security']));
  });

  it("shows each service card with its service's own icon, silent to screen readers (issue 15)", () => {
    render(<ServiceCards />);
    const cards = screen.getAllByRole('heading', {level: 3}).map((title) => title.closest('li')!);
    const expected = serviceCards.map((card) => `/img/services/${card.id}.svg`);
    expect(cards.map((card) => drawingShown(drawnIcons(card)[0], expected))).toEqual(expected);
    expect(within(cards[0]!).queryByRole('img')).toBeNull();
  });
});

describe('Organization structured data (D25)', () => {
  it('names the company, its site, logo and office addresses', () => {
    const schema = organizationSchema('https://www.trendsoft.example');
    expect(schema).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Trendsoft Technologies',
      url: 'https://www.trendsoft.example',
      logo: 'https://www.trendsoft.example/img/favicon.svg',
      email: 'contact@trendsoft.example',
    });
    // No telephone until src/data/company.ts publishes one.
    expect(schema).not.toHaveProperty('telephone');
    expect(schema.address).toEqual([
      {'@type': 'PostalAddress', addressLocality: 'Mangalagiri', addressRegion: 'Andhra Pradesh', addressCountry: 'IN'},
      {'@type': 'PostalAddress', addressLocality: 'Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN'},
      {'@type': 'PostalAddress', addressLocality: 'Leander', addressRegion: 'Texas', addressCountry: 'US'},
    ]);
  });

  it('puts the data in a JSON-LD script in the head', () => {
    render(<OrganizationJsonLd />);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent)).toMatchObject({name: 'Trendsoft Technologies', url: 'https://www.trendsoft.example'});
  });
});
