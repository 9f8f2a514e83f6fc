import {render, screen, within} from '@testing-library/react';
import JobDetails, {JobFacts} from '@site/src/components/JobDetails';
import JobOpenings from '@site/src/components/JobOpenings';
import OfficeCards from '@site/src/components/OfficeCards';
import {jobs} from '@site/src/data/jobs';
import {errorText, formErrorMessages} from '@site/src/forms/messages';
import {positions, ruleMessages, type RuleMessageKey} from '@site/src/forms/rules';

describe('job openings (docs/product.md §4 Careers)', () => {
  it('lists both openings in Hyderabad with a More Details link that names the job', () => {
    render(<JobOpenings />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', {level: 3}).textContent)).toEqual([
      'Epub Accessibility Developer',
      'Fresher',
    ]);
    for (const item of items) expect(item).toHaveTextContent('Hyderabad');
    expect(screen.getByRole('link', {name: 'More Details about the Epub Accessibility Developer role'})).toHaveAttribute(
      'href',
      '/TrendSoft/Career/epubaccessibility',
    );
    expect(screen.getByRole('link', {name: 'More Details about the Fresher role'})).toHaveAttribute('href', '/TrendSoft/Career/fresher');
  });

  it('offers exactly the positions the forms server accepts', () => {
    expect(jobs.map((job) => job.position).sort()).toEqual([...positions].sort());
  });
});

describe('job page details (docs/product.md §4 Job pages, D25)', () => {
  it('lists the eligibility criteria after the role the page describes', () => {
    render(
      <JobDetails job="fresher">
        <h2>About the role</h2>
      </JobDetails>,
    );
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'About the role',
      'Eligibility Criteria',
    ]);
    const criteria = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(criteria).toHaveLength(8);
    expect(criteria[0]).toHaveTextContent('A bachelor’s degree in ITES, CSE, ECE or IT.');
  });

  it('gives the hero the job’s location and type, and links to the application form with the closing band’s words', () => {
    render(<JobFacts job="fresher" />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Location', 'Employment type']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Hyderabad', 'Full-time']);
    expect(screen.getByRole('link', {name: 'Apply Now'})).toHaveAttribute('href', '/TrendSoft/Career#apply');
  });

  it('puts a schema.org JobPosting for the job in the head', () => {
    render(<JobDetails job="epubaccessibility" />);
    const script = screen.getByTestId('head').querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Epub Accessibility Developer',
      employmentType: 'FULL_TIME',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hiringOrganization: {'@type': 'Organization', name: 'Trendsoft Technologies'},
      jobLocation: {address: {addressLocality: 'Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN'}},
    });
    expect(data.description).toContain('More than 3 years of experience with ePub2, ePub3 and accessible ePub3.');
  });
});

describe('office cards (docs/product.md §4 Contact)', () => {
  it('shows each office as a card with its address as text and an Open in maps link, and no map drawing or frame', () => {
    const {container} = render(<OfficeCards />);
    for (const [town, place, country] of [
      ['Mangalagiri', 'Mangalagiri, Andhra Pradesh', 'India'],
      ['Hyderabad', 'Hyderabad, Telangana', 'India'],
      ['Leander', 'Leander, Texas', 'USA'],
    ] as const) {
      // Named by its town, the card's heading; the address under it gives state and country.
      const office = screen.getByRole('article', {name: town});
      // The address as src/data/offices.ts holds it: town and state until the company supplies a street.
      expect(office.querySelector('address')).toHaveTextContent(`${place}, ${country}`);
      const link = within(office).getByRole('link', {name: `Open in maps for ${place} (opens in a new tab)`});
      expect(link).toHaveAttribute('target', '_blank');
    }
    // Issue 43: the drawn maps carried no address and made the section about 500 px taller on a phone.
    expect(container.querySelector('img, iframe')).toBeNull();
  });
});

describe('form messages (D27)', () => {
  it('has a translated message for every rule, in English word for word', () => {
    for (const key of Object.keys(ruleMessages) as RuleMessageKey[]) {
      expect(formErrorMessages[key]).toBe(ruleMessages[key]);
      expect(errorText(key)).toBe(ruleMessages[key]);
      // The server answers with the English text; it maps back to the same message.
      expect(errorText(ruleMessages[key])).toBe(ruleMessages[key]);
    }
  });
});
