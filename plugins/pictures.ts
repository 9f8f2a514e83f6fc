import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {picturesPluginName, type Picture, type Pictures, type PicturesData} from '../src/components/Pictogram/pictures';

/**
 * The site's small drawings are drawn in the page, not fetched (D52): the card
 * icons (static/img/icons), the service icons (static/img/services) and the
 * industry icons (static/img/industries). Each was a request of its own, about
 * 300 bytes of drawing under 900 bytes of headers, fetched beside the
 * stylesheet and the font while the first screen was being drawn, and lazily
 * loaded cards showed an empty tile until they were scrolled to. Inline, they
 * arrive with the text and cost a few hundred compressed bytes per page.
 *
 * The plugin reads the files when the site is built and hands them to the
 * `Pictogram` component as global data, so a writer still names an icon by its
 * path (`icon="/img/icons/globe.svg"`) and a designer still edits the file.
 */

/** The folders under static/img whose drawings are inlined; each must hold only plain drawings. */
export const pictureFolders = ['icons', 'services', 'industries'] as const;

/**
 * Client logos (D3): a logo that is a plain drawing is inlined too (the
 * placeholders are); any other (a PNG, or an SVG with ids, gradients or links,
 * as real logos often are) is left to `ClientLogoGrid` to load as an image.
 */
export const logoFolder = 'clients';

/** Set by the component on every picture, or meaningless for one drawn in the page. */
const droppedAttributes = new Set(['xmlns', 'width', 'height', 'aria-hidden', 'aria-label', 'focusable', 'role', 'class']);

/**
 * What a decorative drawing has no use for: what would let a file run code or
 * fetch something, and ids, which repeat when a page shows an icon twice.
 */
const forbidden = /<script|<foreignObject|<image|\son[a-z]+\s*=|(?:xlink:)?href\s*=|url\(|\sid\s*=/i;

const reactName = (name: string) => name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Parses one drawing; throws, naming the file, for anything this component cannot draw safely. */
export function parsePicture(svg: string, file: string): Picture {
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) throw new Error(`pictures: ${file} is not a single <svg> element`);
  const [, rootAttributes = '', body = ''] = match;
  if (forbidden.test(svg))
    throw new Error(`pictures: ${file} holds a script, a link, an image, a url() or an id; icons are plain drawings`);
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of rootAttributes.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    if (!droppedAttributes.has(name)) attributes[reactName(name)] = value;
  }
  if (!attributes.viewBox) throw new Error(`pictures: ${file} has no viewBox, so it cannot be drawn at another size`);
  // Whitespace between elements means nothing in SVG and costs bytes in every page.
  return {attributes, body: body.trim().replace(/>\s+</g, '><')};
}

const svgFiles = (directory: string) =>
  readdirSync(directory)
    .filter((file) => file.endsWith('.svg'))
    .sort();

/** Every drawing of the inlined folders, and the client logos that are plain drawings, read from `static/img`. */
export function readPictures(siteDir: string): Pictures {
  const pictures: Pictures = {};
  for (const folder of pictureFolders) {
    const directory = join(siteDir, 'static', 'img', folder);
    for (const name of svgFiles(directory)) {
      pictures[`/img/${folder}/${name}`] = parsePicture(readFileSync(join(directory, name), 'utf8'), `static/img/${folder}/${name}`);
    }
  }
  const logos = join(siteDir, 'static', 'img', logoFolder);
  for (const name of existsSync(logos) ? svgFiles(logos) : []) {
    try {
      pictures[`/img/${logoFolder}/${name}`] = parsePicture(readFileSync(join(logos, name), 'utf8'), `static/img/${logoFolder}/${name}`);
    } catch {
      // Not a plain drawing: shown as an image instead.
    }
  }
  return pictures;
}

export default function picturesPlugin(context: LoadContext): Plugin {
  return {
    name: picturesPluginName,
    contentLoaded({actions}) {
      actions.setGlobalData({pictures: readPictures(context.siteDir)} satisfies PicturesData);
    },
    // A designer's edit to a drawing shows at once in `npm run dev`.
    getPathsToWatch: () => [...pictureFolders, logoFolder].map((folder) => join(context.siteDir, 'static', 'img', folder, '*.svg')),
  };
}
