import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parsePicture} from '@site/plugins/pictures';

/**
 * Which drawing of static/ an inline icon shows: the file whose markup it
 * carries, or undefined. An icon drawn in the page (D52) has no src to read,
 * so the test compares what is drawn with each candidate file.
 */
export function drawingShown(icon: Element | null | undefined, candidates: string[]): string | undefined {
  if (!icon) return undefined;
  return candidates.find(
    (path) => serialized(parsePicture(readFileSync(join(__dirname, '..', '..', 'static', path), 'utf8'), path).body) === icon.innerHTML,
  );
}

/** The markup as the DOM writes it back (`<path/>` becomes `<path></path>`), to compare like with like. */
export function serialized(svgBody: string): string {
  const probe = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  probe.innerHTML = svgBody;
  return probe.innerHTML;
}

/** The inline icons inside `root`: drawings hidden from assistive technology. */
export function drawnIcons(root: ParentNode): SVGSVGElement[] {
  return Array.from(root.querySelectorAll<SVGSVGElement>('svg[aria-hidden="true"]')).filter((svg) => svg.getAttribute('viewBox'));
}
