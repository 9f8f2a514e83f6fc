import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {inflateSync} from 'node:zlib';
import {company} from '@site/src/data/company';

// D26: the committed brochure is a tagged PDF with its title, language and
// bookmarks, so screen-reader users can read and navigate it.
describe('brochure PDF', () => {
  const bytes = readFileSync(join(__dirname, '..', '..', 'static', 'brochure', 'trendsoft-brochure.pdf'));
  const pdf = bytes.toString('latin1');
  const catalog = /<<\/Type \/Catalog([\s\S]*?)>>\nendobj/.exec(pdf)?.[1] ?? '';

  it('is a PDF', () => {
    expect(pdf.startsWith('%PDF-')).toBe(true);
  });

  it('is tagged, with a structure tree', () => {
    expect(catalog).toMatch(/\/MarkInfo <<\/Type \/MarkInfo\s*\/Marked true>>/);
    expect(catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
  });

  it('declares its language and shows its title instead of the file name', () => {
    expect(catalog).toContain('/Lang (en)');
    expect(catalog).toContain('/DisplayDocTitle true');
    expect(pdf).toContain('/Title (Trendsoft Technologies: Accessibility, Testing and Security Services)');
  });

  it('has bookmarks for its sections', () => {
    expect(catalog).toMatch(/\/Outlines \d+ 0 R/);
    const outlineCount = Number(/\/Outlines\n\/First \d+ 0 R\n\/Last \d+ 0 R\n\/Count (\d+)/.exec(pdf)?.[1]);
    expect(outlineCount).toBeGreaterThanOrEqual(5);
  });

  /** Each page's content stream, inflated: what the page draws. */
  const pageContents = [...pdf.matchAll(/\d+ 0 obj\n<<\/Type \/Page\b[\s\S]*?\/Contents (\d+) 0 R/g)].map((match) => {
    const start = pdf.indexOf('stream\n', pdf.indexOf(`\n${match[1]} 0 obj`)) + 'stream\n'.length;
    return inflateSync(bytes.subarray(start, pdf.indexOf('endstream', start))).toString('latin1');
  });

  it('has two full pages and no page holding only the copyright line (issue 43)', () => {
    expect(pageContents).toHaveLength(2);
    // A page of the brochure shows hundreds of text runs; the blank third page showed a handful.
    for (const content of pageContents) expect(content.match(/\bT[jJ]\b/g)?.length ?? 0).toBeGreaterThan(500);
  });

  it('uses only the structure types of PDF 1.7, so readers know every tag (issue 43)', () => {
    // Chromium tags <strong> as Strong, a PDF 2.0 type that PDF 1.7 readers reject; the brochure uses <b>.
    const standard = new Set([
      'Document',
      'Part',
      'Sect',
      'Div',
      'NonStruct',
      'P',
      'H1',
      'H2',
      'H3',
      'H4',
      'L',
      'LI',
      'Lbl',
      'LBody',
      'Span',
      'Link',
      'Figure',
      'Table',
      'TR',
      'TH',
      'TD',
    ]);
    const used = [...pdf.matchAll(/\/Type \/StructElem\s*\/S \/(\w+)/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((type) => !standard.has(type!))).toEqual([]);
  });

  it('reads its headings in order: the title, then each section', () => {
    const headings = [...pdf.matchAll(/\/Type \/StructElem\s*\/S \/(H[1-3])/g)].map((match) => match[1]);
    expect(headings).toEqual(['H1', 'H2', 'H3', 'H2', 'H2', 'H2', 'H2', 'H3']);
  });

  it('links the website and the contact address, so a reader of the printout or the file can reach us (issue 67)', () => {
    const links = [...pdf.matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);
    expect(links).toEqual(
      expect.arrayContaining([
        'https://www.trendsoft.example/',
        'https://www.trendsoft.example/TrendSoft/ContactUs',
        `mailto:${company.email}`,
      ]),
    );
  });

  const source = readFileSync(join(__dirname, '..', '..', 'brochure', 'brochure.html'), 'utf8');
  const logo = readFileSync(join(__dirname, '..', '..', 'src', 'components', 'Logo', 'index.tsx'), 'utf8');

  it('wears the site’s logo mark and typeface, and names no retired platform (issue 67)', () => {
    const markPath = /<path d="([^"]+)"/.exec(logo)![1]!;
    expect(source).toContain(`<path d="${markPath}"`);
    expect(readFileSync(join(__dirname, '..', '..', 'brochure', 'brochure.css'), 'utf8')).toMatch(
      /font-family: 'Atkinson Hyperlegible Next'/,
    );
    // Windows 10 Mobile reached its end of support in 2020.
    expect(source).not.toMatch(/Windows (10 )?Mobile|Windows Phone/);
  });
});
