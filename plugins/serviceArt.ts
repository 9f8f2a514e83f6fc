import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {arrayMembers, unionMembers} from './mdxComponents';

/**
 * A service's drawings, as the content check and the launch check read them (issue 67,
 * D115): the services `ServiceIconId` lists in src/data/navigation.ts, the ones marked to
 * show the placeholder until they are drawn (`placeholderArt` there), and the drawings
 * each lacks. Read from the file's syntax: it imports Docusaurus's Translate, which only
 * the site's bundle resolves.
 */
export const navigationFile = 'src/data/navigation.ts';

/** Each service's two drawings: its icon and its hero's illustration. */
export const serviceDrawings = [
  {folder: 'services', what: 'icon (24-unit grid)'},
  {folder: 'heroes', what: 'hero illustration (480 × 360)'},
] as const;

/** The name of the neutral drawing in each folder that stands in for a service's own. */
export const placeholderDrawing = 'placeholder';

/** The services of the site, each with its line in src/data/navigation.ts. */
export const serviceIds = (projectDir: string) => unionMembers(join(projectDir, navigationFile), 'ServiceIconId');

/** The services marked to show the placeholder until they are drawn, each with its line. */
export const placeholderArt = (projectDir: string) =>
  existsSync(join(projectDir, navigationFile)) ? arrayMembers(join(projectDir, navigationFile), 'placeholderArt') : [];

/** The drawings a service does not have yet. */
export const missingDrawings = (projectDir: string, id: string) =>
  serviceDrawings.filter(({folder}) => !existsSync(join(projectDir, 'static', 'img', folder, `${id}.svg`)));
