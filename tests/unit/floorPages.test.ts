/** @jest-environment node */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {buildWithFloors, loadFloors, unstyledWordsOf} from '../../scripts/lib/floorPages';

// D91: the benchmarks read every figure against floors. A floor that lost the
// page's words or kept its styles would make the site look better than it is.
describe('benchmark floors', () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'floor-pages-'));
  const page = (lang: string, body: string) =>
    `<!doctype html><html lang=${lang}><head><style>p{color:red}</style><script>var x=1</script></head><body>${body}</body></html>`;
  beforeAll(() => {
    writeFileSync(
      join(buildDir, 'index.html'),
      page(
        'en',
        '<header><svg><title>Logo</title></svg><a href=/>Home</a></header><main><h1>Accessible pages</h1><p>Tested by people</p></main><script>boot()</script>',
      ),
    );
    mkdirSync(join(buildDir, 'hi', 'TrendSoft', 'oursolutions', 'DocumentAccessibility'), {recursive: true});
    writeFileSync(
      join(buildDir, 'hi', 'TrendSoft', 'oursolutions', 'DocumentAccessibility', 'PDFUA.html'),
      page('hi', '<main><h1>सुलभ पीडीएफ़</h1><p>हर दस्तावेज़</p></main>'),
    );
  });
  afterAll(() => rmSync(buildDir, {recursive: true, force: true}));

  it("keeps a page's words in order, one paragraph per element, without its styles, scripts or icons", () => {
    const floor = unstyledWordsOf(buildDir, '/');
    expect(floor.elements).toBe(5);
    expect(floor.words).toBe(6);
    expect(floor.lang).toBe('en');
    expect(floor.paragraphs.match(/<p>/g)).toHaveLength(5);
    const words = floor.paragraphs
      .replace(/<[^>]*>|&nbsp;/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    expect(words).toEqual(['Home', 'Accessible', 'pages', 'Tested', 'by', 'people']);
    expect(floor.paragraphs).not.toMatch(/Logo|boot|color|<svg|<script|<style/);
  });

  it('sets the floors beside the build, the Hindi one in its own language, with the compressed copies the server sends', () => {
    const floors = loadFloors(buildDir);
    expect(floors.map((floor) => floor.path)).toEqual(['/__floor-bare', '/__floor-home', '/__floor-hindi-pdfua']);
    const served = buildWithFloors(buildDir, floors);
    try {
      expect(readdirSync(served.dir).sort()).toEqual(
        [
          'hi',
          'index.html',
          ...floors.flatMap((floor) => ['', '.br', '.gz'].map((suffix) => `${floor.path.slice(1)}.html${suffix}`)),
        ].sort(),
      );
      expect(readFileSync(join(served.dir, 'index.html'), 'utf8')).toContain('Accessible pages');
      const hindi = join(served.dir, '__floor-hindi-pdfua.html');
      for (const html of [
        readFileSync(hindi, 'utf8'),
        brotliDecompressSync(readFileSync(`${hindi}.br`)).toString(),
        gunzipSync(readFileSync(`${hindi}.gz`)).toString(),
      ]) {
        expect(html).toContain('<html lang=hi>');
        expect(html).toContain('<p>सुलभ पीडीएफ़</p>');
        expect(html).not.toMatch(/<style|<script|<link/);
      }
    } finally {
      served.remove();
    }
    expect(existsSync(served.dir)).toBe(false);
    expect(existsSync(join(buildDir, 'index.html'))).toBe(true);
  });
});
