import {render, screen} from '@testing-library/react';
import Chevron from '@site/src/components/Chevron';

describe('Chevron', () => {
  it('adds nothing to its button for a screen reader and is never a tab stop', () => {
    render(
      <button type="button" aria-expanded={false}>
        Our Services
        <Chevron className="chevron" />
      </button>,
    );
    const button = screen.getByRole('button', {name: 'Our Services'});
    const icon = button.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
    expect(icon).toHaveClass('chevron');
  });
});
