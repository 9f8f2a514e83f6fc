import {render, screen} from '@testing-library/react';
import CardList from '@site/src/components/CardList';
import ClientLogoGrid from '@site/src/components/ClientLogoGrid';
import {ProcessStep, ProcessSteps} from '@site/src/components/ProcessSteps';
import TagList from '@site/src/components/TagList';
import {clientLogos} from '@site/src/data/clients';

// Safari (WebKit) takes the list role from a list drawn without markers (`list-style: none`)
// outside a navigation, so VoiceOver reads neither "list" nor how many items it holds. A list
// styled so keeps the role by saying it, as CardGrid, IndustryGrid and TwoColumnList do.
describe('lists drawn without markers say they are lists', () => {
  it.each([
    [
      'ProcessSteps',
      <ProcessSteps key="steps">
        <ProcessStep title="Evaluate">We test the file.</ProcessStep>
      </ProcessSteps>,
    ],
    ['ClientLogoGrid', <ClientLogoGrid key="logos" logos={clientLogos} />],
    ['TagList', <TagList key="tags" tags={['WCAG 2.2', 'PDF/UA']} />],
    [
      'CardList',
      <CardList key="cards">
        <li>A card</li>
      </CardList>,
    ],
  ])('%s', (_name, element) => {
    render(element);
    expect(screen.getByRole('list')).toHaveAttribute('role', 'list');
  });
});
