import {render, screen, within} from '@testing-library/react';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import {keyFactsOf, PageContextProvider, type PageContextValue} from '@site/src/components/PageContext';
import Section from '@site/src/components/Section';
import ServiceBody from '@site/src/components/ServiceBody';

const page: PageContextValue = {
  headings: [
    {value: 'Every API is a front door', id: 'every-api-is-a-front-door', level: 2},
    {value: 'OWASP API Security Top 10 (2023) coverage', id: 'owasp', level: 2},
    {value: 'A sub-topic', id: 'a-sub-topic', level: 3},
  ],
  facts: [
    {label: 'Tested against', value: 'OWASP API Security Top 10 (2023)'},
    {label: 'API styles', value: 'REST, GraphQL, SOAP and gRPC'},
  ],
};

function renderServiceBody(value: PageContextValue = page) {
  return render(
    <PageContextProvider value={value}>
      <ServiceBody>
        <Section>
          <h2 id="every-api-is-a-front-door">Every API is a front door</h2>
          <p>Modern products are built from APIs.</p>
        </Section>
        <Section tone="alt">
          <h2 id="owasp">OWASP API Security Top 10 (2023) coverage</h2>
          <CardGrid columns={3}>
            <Card code="API1:2023" title="Broken Object Level Authorization" icon="/img/icons/id-card.svg">
              A caller reads another user&apos;s records.
            </Card>
          </CardGrid>
        </Section>
      </ServiceBody>
    </PageContextProvider>,
  );
}

describe('ServiceBody', () => {
  it('lists the page’s sections in an "On this page" navigation that links to each heading', () => {
    renderServiceBody();
    const contents = screen.getByRole('navigation', {name: 'On this page'});
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Every API is a front door', '#every-api-is-a-front-door'],
      ['OWASP API Security Top 10 (2023) coverage', '#owasp'],
    ]);
  });

  it('shows the key facts as terms and their values', () => {
    renderServiceBody();
    const facts = screen.getByRole('region', {name: 'Key facts'});
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Tested against', 'API styles']);
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['OWASP API Security Top 10 (2023)', 'REST, GraphQL, SOAP and gRPC']);
  });

  it('offers the contact page beside the prose', () => {
    renderServiceBody();
    expect(screen.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/TrendSoft/ContactUs');
  });

  it('keeps the prose and its cards in reading order before the panel', () => {
    renderServiceBody();
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Every API is a front door',
      'OWASP API Security Top 10 (2023) coverage',
      'API1:2023 Broken Object Level Authorization',
      'On this page',
      'Key facts',
    ]);
  });

  it('leaves out a contents list of one entry and an empty facts box', () => {
    renderServiceBody({headings: [page.headings[0]!], facts: []});
    expect(screen.queryByRole('navigation', {name: 'On this page'})).toBeNull();
    expect(screen.queryByRole('region', {name: 'Key facts'})).toBeNull();
  });
});

describe('keyFactsOf', () => {
  it('keeps front-matter facts that have a label and a value, and nothing else', () => {
    expect(
      keyFactsOf([
        {label: 'Tested against', value: 'WCAG 2.2 AA'},
        {label: 'Half written'},
        {label: '', value: 'No label'},
        'a stray line',
        null,
      ]),
    ).toEqual([{label: 'Tested against', value: 'WCAG 2.2 AA'}]);
    expect(keyFactsOf(undefined)).toEqual([]);
    expect(keyFactsOf('not a list')).toEqual([]);
  });
});
