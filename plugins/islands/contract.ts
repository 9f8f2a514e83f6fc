/**
 * The islands contract (issue 41, D54, D55; issue 66): the names the page's HTML, the head's
 * early-tap script, the islands loader, the build's plugins and the tests share, written once.
 * Browser code and build code import it alike, so it holds names and rules, no behaviour.
 */

/**
 * On an island's root: the island's name, which the islands script maps to its code. The one
 * mark in the page's HTML (D128): the head's early-tap script holds a tap or a submit inside it
 * until the island runs.
 */
export const islandAttribute = 'data-island';
/** On an island's root: the props it was rendered with, as JSON. */
export const islandPropsAttribute = 'data-island-props';
/**
 * Set by the islands loader on an island's root once the island has started, to `runningValue`;
 * absent from the HTML (D128). The early-tap script replays held taps when it appears.
 */
export const interactiveAttribute = 'data-interactive';
/** The value of `interactiveAttribute` once the island runs. */
export const runningValue = 'running';
/** Set by the early-tap script on an island used before its code ran: the loader starts it at once. */
export const wantedAttribute = 'data-island-wanted';
/** Set by the early-tap script on a form field left before its code ran: the form checks it once it runs. */
export const leftFieldAttribute = 'data-left';
/**
 * Set on the root element once the islands in view at load run, as Docusaurus's client app
 * marks a hydrated page; the tests wait for it.
 */
export const hydratedAttributes = {'data-has-hydrated': 'true', 'data-hydration': 'complete'} as const;

/**
 * On the head's `<link rel=preload>` of each of the islands script's files: the loader at the end
 * of `<body>` adds them as scripts after the first paint (plugins/islands/browser/inline/startIslands.ts).
 */
export const entryLinkAttribute = 'data-entry';
/**
 * Set on the root element when the islands script failed to load: what was laid out for code
 * that never came goes back to its plain form (D65; the tab block's CSS reads it by this name).
 */
export const islandsFailedAttribute = 'data-islands-failed';

/** The islands script's webpack entry (its runtime chunk is `runtime~islands`). */
export const islandsEntryName = 'islands';
/** The chunk of Preact, with what hydrates a component (D59), fetched beside the first island that is one. */
export const islandsPreactChunkName = 'islands-preact';

/**
 * An island's name: a capital letter, then letters. Its chunk is named from it, and the build
 * keeps a chunk by its file name (`isIslandsScriptFile`); a name with a digit or a dash would
 * have had its chunk deleted with the client app's scripts.
 */
export const islandNamePattern = /^[A-Z][A-Za-z]*$/;

/** The name of an island's own chunk: `island-<Name>`, as each island.ts's `webpackChunkName` comment writes it (D123). */
export function islandChunkName(name: string): string {
  if (!islandNamePattern.test(name)) throw new Error(`"${name}" is not an island's name: a capital letter, then letters`);
  return `island-${name}`;
}

/** The island whose own chunk this is (`island-QuoteForm` → `QuoteForm`), if it is one. */
export function islandOfChunk(chunkName: string | null | undefined): string | undefined {
  const name = chunkName?.startsWith('island-') ? chunkName.slice('island-'.length) : undefined;
  return name !== undefined && islandNamePattern.test(name) ? name : undefined;
}

/**
 * A built script's file name that pages may run: the islands script's runtime and entry,
 * Preact's chunk, an island's chunk. Any other script in `assets/js` is the client app's.
 */
export const islandsScriptFile = /^(?:runtime~islands|islands|islands-preact|island-([A-Z][A-Za-z]*))\.[0-9a-f]+\.js$/;

/**
 * Whether a built script's file name is one that pages may run (`islandsScriptFile`): the CSS purge
 * reads only these (plugins/unusedCss.ts, D57) and the build deletes the rest (scripts/build.ts, D97).
 */
export function isIslandsScriptFile(fileName: string): boolean {
  return islandsScriptFile.test(fileName);
}
