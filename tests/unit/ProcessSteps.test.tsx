import {render, screen, within} from '@testing-library/react';
import {ProcessStep, ProcessSteps} from '@site/src/components/ProcessSteps';

describe('ProcessSteps', () => {
  it('is an ordered list of named steps with their descriptions, in the order written', () => {
    render(
      <ProcessSteps>
        <ProcessStep title="Evaluate">We test the file.</ProcessStep>
        <ProcessStep title="Plan">We agree the scope.</ProcessStep>
        <ProcessStep title="Remediate">We fix it.</ProcessStep>
      </ProcessSteps>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', {level: 3}).textContent)).toEqual(['Evaluate', 'Plan', 'Remediate']);
    expect(steps[1]).toHaveTextContent('We agree the scope.');
  });

  it('puts the step names at the level the page asks for', () => {
    render(
      <ProcessSteps headingLevel={4}>
        <ProcessStep title="Verification">A second person checks.</ProcessStep>
      </ProcessSteps>,
    );
    expect(screen.getByRole('heading', {level: 4, name: 'Verification'})).toBeInTheDocument();
  });
});
