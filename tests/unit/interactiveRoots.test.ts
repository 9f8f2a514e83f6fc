/** @jest-environment node */
import {join} from 'node:path';
import {modulesOutsideInteractiveRoots, readSiteSources} from './support/interactiveRoots';

// D37, D55: the production build runs a component's code only inside an island
// (`island(...)`, or a form made one with `formIsland`); a component with state
// or handlers outside one works in `npm run dev` and silently does nothing as
// shipped (issue 27).

/** Modules the browser runs on every page outside any island: none, since no page runs the client app (D55). */
const alwaysRuns: string[] = [];

describe('components that need the browser render inside an interactive root', () => {
  it('holds for every page and component of the site', () => {
    const uncovered = modulesOutsideInteractiveRoots(readSiteSources(join(__dirname, '../..')), alwaysRuns);
    expect(uncovered).toEqual([]);
  });

  it('reports a component with a handler that no interactive root renders', () => {
    const files = new Map([
      ['pages/index.mdx', "import Banner from '@site/src/components/Banner';\nimport Tabs from '@site/src/components/Tabs';\n<Banner />"],
      ['src/components/Banner/index.tsx', 'export default () => <button onClick={() => alert(1)}>Hi</button>;'],
      ['src/components/Tabs/index.tsx', "import Tab from './Tab';\nexport default () => <div {...island('Panel')}><Tab /></div>;"],
      ['src/components/Tabs/Tab.tsx', 'export default () => { const [on] = useState(false); return <p>{on}</p>; };'],
    ]);
    expect(modulesOutsideInteractiveRoots(files, [])).toEqual([{file: 'src/components/Banner/index.tsx', reason: 'onClick={'}]);
  });

  it('reports a stateful component that one uncovered page imports, even when a covered one does too', () => {
    const files = new Map([
      ['src/components/Toggle/index.tsx', 'export default () => { const [on, setOn] = useState(false); return <p>{on}</p>; };'],
      [
        'src/components/Panel/index.tsx',
        "import Toggle from '../Toggle';\nexport default () => <div {...island('Panel')}><Toggle /></div>;",
      ],
      ['pages/about.mdx', "import Toggle from '@site/src/components/Toggle';\n<Toggle />"],
    ]);
    expect(modulesOutsideInteractiveRoots(files, []).map((module) => module.file)).toEqual(['src/components/Toggle/index.tsx']);
  });
});
