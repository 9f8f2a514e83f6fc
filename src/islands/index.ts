/**
 * Islands (issue 41, D54, D55): a component that needs code in the browser
 * marks its root element with `island()` and is declared in an `island.ts`
 * beside it (./define.ts), which says how it starts and what runs it. Pages are
 * served without the framework's client app: the islands script (./entry.ts,
 * ./loader.ts) starts each island on its own, from the props written into the
 * page. A page with an interactive part that is not an island fails the build
 * (plugins/htmlTemplate.ts).
 */

import {interactiveAttribute, islandAttribute, islandPropsAttribute} from './contract';

/** What an island's props may hold: they travel as JSON in the page. */
export type IslandProps = Record<string, string | number | boolean | null | undefined>;

/**
 * Spread on the root element of an island component, with the props it was
 * rendered with; `name` is its declaration's (`island.ts` beside the component,
 * tests/unit/islandsContract.test.ts holds the two together). `data-interactive`
 * is what the head's early-tap script and the page template look for
 * (plugins/htmlTemplate.ts).
 */
export function island(name: string, props: IslandProps = {}): Record<string, string> {
  const given = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  return {
    [interactiveAttribute]: '',
    [islandAttribute]: name,
    ...(Object.keys(given).length > 0 ? {[islandPropsAttribute]: JSON.stringify(given)} : {}),
  };
}
