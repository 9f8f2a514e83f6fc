import {render, screen, within} from '@testing-library/react';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import {drawingShown, drawnIcons} from './drawnIcons';

describe('CardGrid and Card', () => {
  it('renders the cards as a list with a heading each, at the level the grid sets', () => {
    render(
      <CardGrid columns={2} headingLevel={3}>
        <Card title="Web">Sites and web apps.</Card>
        <Card title="Mobile">Native apps.</Card>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual(['Web', 'Mobile']);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Sites and web apps.')).toBeInTheDocument();
  });

  it('reads a card’s list code with its title, as one heading', () => {
    render(
      <CardGrid>
        <Card code="API1:2023" title="Broken Object Level Authorization" to="/api">
          Another user’s records.
        </Card>
      </CardGrid>,
    );
    expect(screen.getByRole('heading', {level: 3, name: 'API1:2023 Broken Object Level Authorization'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Learn more API1:2023 Broken Object Level Authorization'})).toHaveAttribute('href', '/api');
  });

  it('lets one card choose its own heading level', () => {
    render(
      <CardGrid headingLevel={3}>
        <Card title="Under an h3" headingLevel={4}>
          Text.
        </Card>
      </CardGrid>,
    );
    expect(screen.getByRole('heading', {level: 4, name: 'Under an h3'})).toBeInTheDocument();
    expect(screen.queryByRole('heading', {level: 3})).toBeNull();
  });

  it('names its link with the link words and the card title, so it makes sense out of context', () => {
    render(
      <CardGrid>
        <Card title="PDF/UA Remediation" to="/TrendSoft/oursolutions/DocumentAccessibility/PDFUA">
          Tagged PDFs.
        </Card>
        <Card title="Accessible Word Documents" to="/word" linkLabel="Read about Word">
          Styles and alt text.
        </Card>
      </CardGrid>,
    );
    expect(screen.getByRole('link', {name: 'Learn more PDF/UA Remediation'})).toHaveAttribute(
      'href',
      '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA',
    );
    // The visible words start the accessible name (2.5.3 Label in Name).
    expect(screen.getByRole('link', {name: 'Read about Word Accessible Word Documents'})).toHaveAttribute('href', '/word');
  });

  it('has no link without a target and shows its icon as decoration only', () => {
    const {container} = render(
      <CardGrid>
        <Card title="Standards" icon="/img/icons/globe.svg">
          WCAG 2.2.
        </Card>
      </CardGrid>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    // Drawn in the page (D52) and hidden from the accessibility tree.
    expect(screen.queryByRole('img')).toBeNull();
    const [icon] = drawnIcons(container);
    expect(drawingShown(icon, ['/img/icons/globe.svg', '/img/icons/layers.svg'])).toBe('/img/icons/globe.svg');
    expect(icon).toHaveAttribute('width', '28');
  });
});
