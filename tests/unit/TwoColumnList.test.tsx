import {render, screen, within} from '@testing-library/react';
import {TwoColumnItem, TwoColumnList} from '@site/src/components/TwoColumnList';

describe('TwoColumnList', () => {
  it('is one list in reading order, with a titled topic in each item', () => {
    render(
      <TwoColumnList>
        <TwoColumnItem title="Paragraph styles">Map each style to an export tag.</TwoColumnItem>
        <TwoColumnItem title="Reading order">Use the Articles panel.</TwoColumnItem>
        <TwoColumnItem>A topic without a title.</TwoColumnItem>
      </TwoColumnList>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', {level: 3, name: 'Paragraph styles'})).toBeInTheDocument();
    expect(within(items[1]!).getByText('Use the Articles panel.')).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('heading')).toBeNull();
    expect(items[2]).toHaveTextContent('A topic without a title.');
  });

  it('puts the titles at the level the page asks for', () => {
    render(
      <TwoColumnList headingLevel={4}>
        <TwoColumnItem title="Alt text">Object Export Options.</TwoColumnItem>
      </TwoColumnList>,
    );
    expect(screen.getByRole('heading', {level: 4, name: 'Alt text'})).toBeInTheDocument();
  });
});
