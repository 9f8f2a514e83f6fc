/**
 * Declaring an island (issue 66): each island is declared once, in an `island.ts` beside its
 * component (`<componentsDir>/<Component>/island.ts`), as
 * `export default {name, start, run} satisfies IslandDeclaration`: its name, how it starts and
 * what runs it. The islands script's build gathers every such file into the registry
 * (./browser/registry.ts, ./registryLoader.cjs), so adding an island is its declaration and the
 * mark on its root (./island.ts).
 *
 * The component does not import its declaration: the declaration's `import()` of the component
 * must be seen only by the islands script's build, or the client app's compile would make a
 * chunk of the same name, and the island's chunk would carry both.
 */
import type {IslandProps} from './island';

/**
 * When an island starts, named as Astro names its directives:
 * - `visible`: as it comes near the viewport (200 px ahead), or when first touched;
 * - `idle`: once the browser is idle after the page's load, or when first touched;
 * - `first-use`: only when the visitor first touches, focuses, types in, fills or drags into it
 *   (a form: its fields work natively meanwhile, D80, D81);
 * - `eager`: with the page, wherever it is (the counters must show 0 before they come on screen).
 */
export type IslandStrategy = 'visible' | 'idle' | 'first-use' | 'eager';

/** What runs an island on its root element, from the props its page was rendered with. */
export type IslandRun = (root: HTMLElement, props: IslandProps) => void | Promise<void>;

/**
 * An island's declaration, the default export of its island.ts, written
 * `export default {name, start, run} satisfies IslandDeclaration`: a plain object, so the islands
 * script carries no code to build it.
 */
export interface IslandDeclaration {
  /**
   * The name its root carries (`island(name)`): a capital letter, then letters; its chunk is
   * `island-<name>` (tests/unit/islandsContract.test.ts holds both to the contract's rule).
   */
  readonly name: string;
  readonly start: IslandStrategy;
  readonly run: IslandRun;
}

/**
 * Runs a component that must re-render (a form, the carousel): its module, a chunk of its own
 * named `island-<Name>` in the `import()`'s magic comment, is fetched when the island starts, with
 * the Preact chunk (./browser/hydrate.ts) beside it, and hydrated over the pre-rendered HTML, keeping what
 * the visitor entered or left in it meanwhile.
 */
export function hydrated(load: () => Promise<{default: unknown}>): IslandRun {
  return async (root, props) => {
    const [{default: component}, {hydrateIsland}] = await Promise.all([
      load(),
      import(/* webpackChunkName: "islands-preact" */ './browser/hydrate'),
    ]);
    hydrateIsland(component, root, props);
  };
}
