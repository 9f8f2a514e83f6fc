import {fireEvent, render, screen, within} from '@testing-library/react';
import {Faq, FaqItem} from '@site/src/components/Faq';

function renderFaq() {
  return render(
    <Faq title="Frequently asked questions">
      <FaqItem question="Why does accessibility matter?">
        <p>People with disabilities use your site.</p>
      </FaqItem>
      <FaqItem question="How often should we test?">
        <p>After every significant release.</p>
      </FaqItem>
    </Faq>,
  );
}

describe('Faq', () => {
  it('is a region named by its h2, with one disclosure per question', () => {
    const {container} = renderFaq();
    const region = screen.getByRole('region', {name: 'Frequently asked questions'});
    expect(within(region).getByRole('heading', {level: 2, name: 'Frequently asked questions'})).toBeInTheDocument();
    const groups = within(region).getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(groups.every((group) => group.tagName === 'DETAILS')).toBe(true);
    expect(Array.from(container.querySelectorAll('summary')).map((summary) => summary.textContent)).toEqual([
      'Why does accessibility matter?',
      'How often should we test?',
    ]);
  });

  it('starts closed and opens an answer when its question is activated', () => {
    const {container} = renderFaq();
    const first = container.querySelector('details')!;
    expect(first).not.toHaveAttribute('open');
    fireEvent.click(within(first).getByText('Why does accessibility matter?'));
    expect(first).toHaveAttribute('open');
    expect(within(first).getByText('People with disabilities use your site.')).toBeInTheDocument();
  });

  it('keeps the answers in the markup, so they are there without JavaScript', () => {
    renderFaq();
    expect(screen.getByText('After every significant release.')).toBeInTheDocument();
  });
});
