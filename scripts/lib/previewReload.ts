/**
 * The one script `npm run preview` adds to the pages it serves (scripts/preview.ts), never
 * part of the built site: it listens to the preview's build events and reloads the page once a
 * newer build is being served. A preview's server is replaced with each build, so the events
 * stream closes and reconnects; the build it names on reconnecting tells a new build from the
 * same one.
 */
import {previewEventsPath} from './previewPaths';

let shownBuild: string | undefined;
const events = new EventSource(previewEventsPath);
events.addEventListener('build', (event) => {
  const build = (event as MessageEvent<string>).data;
  if (shownBuild === undefined) shownBuild = build;
  else if (build !== shownBuild) location.reload();
});
events.addEventListener('failed', (event) => {
  // The page stays as last built; the terminal that runs the preview says what failed.
  console.error(`npm run preview: the build failed, so this page is the last one built. ${(event as MessageEvent<string>).data}`);
});
