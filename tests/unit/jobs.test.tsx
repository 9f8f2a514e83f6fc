import {render, screen, within} from '@testing-library/react';
import JobDetails, {JobFacts} from '@site/src/components/JobDetails';
import JobOpenings from '@site/src/components/JobOpenings';
import OfficeMaps from '@site/src/components/OfficeMaps';
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

describe('office maps (docs/product.md §4 Contact)', () => {
  it('shows each office as text with an Open in maps link and our own drawn map, with no third-party frame', () => {
    const {container} = render(<OfficeMaps />);
    for (const place of ['Mangalagiri, Andhra Pradesh', 'Hyderabad, Telangana']) {
      const office = screen.getByRole('article', {name: place});
      expect(within(office).getByText(`${place}, India`)).toBeInTheDocument();
      const link = within(office).getByRole('link', {name: `Open in maps for ${place} (opens in a new tab)`});
      expect(link).toHaveAttribute('target', '_blank');
      // Decoration: the heading and the address already say where the office is.
      const map = office.querySelector('img');
      expect(map).toHaveAttribute('alt', '');
      expect(map).toHaveAttribute('loading', 'lazy');
      expect(map?.getAttribute('src')).toMatch(/^\/img\/maps\/[a-z]+\.svg$/);
    }
    expect(container.querySelector('iframe')).toBeNull();
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
