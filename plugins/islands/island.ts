/**
 * The mark of an island (issue 66), what a component imports: `island(name, props)`, spread on
 * its root element, marks it in the page's HTML. Its declaration, `island.ts` beside the
 * component, imports ./declare.ts instead.
 *
 * Two modules, because the client app compiles the components too: had the mark's module held
 * `hydrated()`, the client app's compile would also see its `import()` of Preact's chunk, and that
 * chunk would come out shared by both builds' runtimes (D126).
 */
import {islandAttribute, islandPropsAttribute} from './contract';

/** What an island's props may hold: they travel as JSON in the page. */
export type IslandProps = Record<string, string | number | boolean | null | undefined>;

/**
 * Spread on the root element of an island component, with the props it was rendered with;
 * `name` is its declaration's. The name is the page's one mark of the island (D128): the head's
 * early-tap script holds taps inside it until the loader marks the root running.
 */
export function island(name: string, props: IslandProps = {}): Record<string, string> {
  const given = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  return {
    [islandAttribute]: name,
    ...(Object.keys(given).length > 0 ? {[islandPropsAttribute]: JSON.stringify(given)} : {}),
  };
}
