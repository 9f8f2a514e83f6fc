import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SkipLink from '@site/src/components/SkipLink';
import {enhanceSkipLink} from '@site/src/components/SkipLink/enhance';
import {setMockPathname} from './mocks/router';

describe('SkipLink', () => {
  it('is the first thing Tab reaches and moves focus to the main content', async () => {
    setMockPathname('/');
    const user = userEvent.setup();
    const {container} = render(
      <>
        <SkipLink />
        <header>
          <a href="/">Logo</a>
        </header>
        <main>
          <h1>Page</h1>
        </main>
      </>,
    );
    enhanceSkipLink(container.querySelector<HTMLElement>('[data-island="SkipLink"]')!);
    await user.tab();
    const skipLink = screen.getByRole('link', {name: 'Skip to main content'});
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // Focus stays on <main> (it keeps its tabindex), so assistive tech announces it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
