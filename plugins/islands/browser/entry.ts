/**
 * The islands script (issue 41, D54): the only code a page without the framework's client app
 * runs. It starts the page's own islands (./loader.ts) from every island's declaration (an
 * `island.ts` beside its component, ../island.ts), which the build gathers into ./registry.ts.
 * Those that need no framework (D59, the header's, the tab blocks') are a few lines each, in this
 * script; each of the others is a chunk of its own, named for it, fetched only by a page that
 * holds it when its declaration says.
 */
import {startIslands} from './loader';
import {islands} from './registry';

// Loaded after the first paint (plugins/islands/template.ts): the page may not have been parsed in full yet.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => startIslands(islands), {once: true});
else startIslands(islands);
