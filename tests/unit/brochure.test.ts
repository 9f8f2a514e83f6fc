import {readFileSync} from 'node:fs';
import {join} from 'node:path';

// D26: the committed brochure is a tagged PDF with its title, language and
// bookmarks, so screen-reader users can read and navigate it.
describe('brochure PDF', () => {
  const pdf = readFileSync(join(__dirname, '..', '..', 'static', 'brochure', 'trendsoft-brochure.pdf')).toString('latin1');
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
});
