import {highlightContents} from '@site/src/components/ContentsHighlight/highlightContents';

// The Resources contents column marks the section being read, as the theme's
// own contents list does (src/components/ContentsHighlight, D55).

const sectionTops: Record<string, number> = {};

function placeSections(tops: Record<string, number>): void {
  Object.assign(sectionTops, tops);
}

function activeLinks(): string[] {
  return Array.from(document.querySelectorAll('.table-of-contents__link--active'), (link) => link.textContent ?? '');
}

beforeEach(() => {
  document.body.innerHTML = `
    <main><h2 id="scope">Scope</h2><p>…</p><h2 id="how-we-test">How we test</h2><p>…</p><h2 id="reports">Reports</h2></main>
    <div id="column"><ul>
      <li><a class="table-of-contents__link" href="#scope">Scope</a></li>
      <li><a class="table-of-contents__link" href="#how-we-test">How we test</a></li>
      <li><a class="table-of-contents__link" href="#reports">Reports</a></li>
    </ul></div>`;
  for (const heading of Array.from(document.querySelectorAll('h2'))) {
    heading.getBoundingClientRect = () => ({top: sectionTops[heading.id] ?? 0}) as DOMRect;
  }
  Object.defineProperty(window, 'innerHeight', {configurable: true, value: 800});
  // The frame comes at once (and is over when asked for, so its id is no longer pending).
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});

afterEach(() => jest.restoreAllMocks());

test('marks the first section when the page opens at its top', () => {
  placeSections({scope: 120, 'how-we-test': 900, reports: 1600});
  const stop = highlightContents(document.getElementById('column')!);
  expect(activeLinks()).toEqual(['Scope']);
  stop();
});

test('follows the reader: the section whose heading has come into the upper half, else the one before it', () => {
  placeSections({scope: 120, 'how-we-test': 900, reports: 1600});
  const stop = highlightContents(document.getElementById('column')!);
  // "How we test" has come up into the lower half: "Scope" is still the one being read.
  placeSections({scope: -500, 'how-we-test': 600, reports: 1300});
  window.dispatchEvent(new Event('scroll'));
  expect(activeLinks()).toEqual(['Scope']);
  placeSections({scope: -800, 'how-we-test': 300, reports: 1000});
  window.dispatchEvent(new Event('scroll'));
  expect(activeLinks()).toEqual(['How we test']);
  // Past the last heading: the last section.
  placeSections({scope: -2000, 'how-we-test': -1000, reports: -100});
  window.dispatchEvent(new Event('scroll'));
  expect(activeLinks()).toEqual(['Reports']);
  stop();
});
