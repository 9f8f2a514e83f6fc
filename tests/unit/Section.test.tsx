import {render, screen, within} from '@testing-library/react';
import {PageContextProvider, type PageContextValue} from '@site/src/components/PageContext';
import Section from '@site/src/components/Section';

const policy: PageContextValue = {
  headings: [
    {value: '1. Information we collect', id: 'information', level: 2},
    {value: '2. How we use it', id: 'use', level: 2},
    {value: 'Forms', id: 'forms', level: 3},
  ],
  facts: [],
};

describe('Section', () => {
  it('is a band of the page, its copy in a container', () => {
    const {container} = render(
      <PageContextProvider value={policy}>
        <Section id="intro">
          <h2 id="information">1. Information we collect</h2>
          <p>Only what you type into our forms.</p>
        </Section>
      </PageContextProvider>,
    );
    expect(container.querySelector('section#intro > .ts-container > h2')).toHaveTextContent('1. Information we collect');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sets a band of several of the page’s sections, a long document, beside their contents (issue 67)', () => {
    const {container} = render(
      <PageContextProvider value={policy}>
        <Section>
          <p>This policy covers the website.</p>
          <h2 id="information">1. Information we collect</h2>
          <p>Only what you type into our forms.</p>
          <h3 id="forms">Forms</h3>
          <h2 id="use">2. How we use it</h2>
          <p>To answer you.</p>
        </Section>
      </PageContextProvider>,
    );
    // One section, in the column beside the panel, not a band of its own inside it.
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(container.querySelector('section')!.parentElement!.parentElement).toHaveClass('ts-container');
    const contents = screen.getByRole('navigation', {name: 'On this page'});
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#information', '#use']);
  });
});
