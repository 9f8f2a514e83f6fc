/** The theme's class names for a contents link and for the one of the section being read. */
const linkSelector = 'a.table-of-contents__link[href^="#"]';
const activeClass = 'table-of-contents__link--active';

/**
 * Marks, in the Resources contents column, the link to the section being read,
 * as the theme's own contents list does (its `useTOCHighlight`, by the same
 * rule): the first heading below the top of the window is the one read if it
 * is in the window's upper half; otherwise the one before it is. An island
 * with no framework (D55): the column is plain links in the page's HTML, and
 * this only adds the mark. Returns a function that stops it.
 */
export function highlightContents(column: Element): () => void {
  const sections = Array.from(column.querySelectorAll<HTMLAnchorElement>(linkSelector)).flatMap((link) => {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    return heading ? [{link, heading}] : [];
  });
  if (sections.length === 0) return () => undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    const tops = sections.map(
      ({heading}) => heading.getBoundingClientRect().top - (parseFloat(getComputedStyle(heading).scrollMarginTop) || 0),
    );
    const next = tops.findIndex((top) => top >= 0);
    const read = next === -1 ? sections.length - 1 : tops[next]! < window.innerHeight / 2 ? next : next - 1;
    sections.forEach(({link}, index) => link.classList.toggle(activeClass, index === read));
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('resize', schedule, {passive: true});
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
