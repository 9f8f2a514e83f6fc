import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {render, screen} from '@testing-library/react';
import Pictogram from '@site/src/components/Pictogram';
import {serviceArtPath, serviceIconPath} from '@site/src/data/navigation';
import {parsePicture, pictureFolders, readPictures} from '@site/plugins/pictures';
import {serialized} from './drawnIcons';

const siteDir = join(__dirname, '..', '..');

describe('Pictogram (D52)', () => {
  it('draws the file it names in the page, at the given size, hidden from assistive technology', () => {
    const {container} = render(<Pictogram src="/img/icons/globe.svg" size={28} className="icon" />);
    const svg = container.querySelector('svg')!;
    expect(screen.queryByRole('img')).toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '28');
    expect(svg).toHaveAttribute('height', '28');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', '#0b3d91');
    expect(svg).toHaveAttribute('stroke-width', '1.75');
    expect(svg).toHaveAttribute('class', 'icon');
    const file = readFileSync(join(siteDir, 'static/img/icons/globe.svg'), 'utf8');
    expect(svg.innerHTML).toBe(serialized(/<svg[^>]*>([\s\S]*)<\/svg>/.exec(file)![1]!.trim()));
  });

  it('draws the neutral placeholder for a service marked to wait for its drawings, instead of failing (issue 67, D115)', () => {
    expect(serviceIconPath('api-security', ['api-security'])).toBe('/img/services/placeholder.svg');
    expect(serviceArtPath('api-security', ['api-security'])).toBe('/img/heroes/placeholder.svg');
    expect(serviceIconPath('api-security')).toBe('/img/services/api-security.svg');
    const {container} = render(<Pictogram src={serviceIconPath('api-security', ['api-security'])} size={24} />);
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 24 24');
    expect(existsSync(join(siteDir, 'static/img/heroes/placeholder.svg'))).toBe(true);
  });

  it('refuses a path that names no drawing, so a typo fails the build instead of showing an empty tile', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Pictogram src="/img/icons/glob.svg" size={28} />)).toThrow(
      /no drawing at \/img\/icons\/glob\.svg.*placeholderArt/,
    );
  });
});

describe('the pictures plugin', () => {
  it('reads every drawing of the inlined folders', () => {
    const pictures = readPictures(siteDir);
    for (const folder of pictureFolders) {
      for (const name of readdirSync(join(siteDir, 'static/img', folder))) expect(pictures[`/img/${folder}/${name}`]).toBeDefined();
    }
  });

  it('keeps the drawing and its presentation attributes, not its size', () => {
    const picture = parsePicture(
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" stroke-linecap="round" aria-hidden="true">\n  <path d="M1 1h2"/>\n  <circle r="2"/>\n</svg>\n',
      'test.svg',
    );
    expect(picture).toEqual({attributes: {viewBox: '0 0 24 24', strokeLinecap: 'round'}, body: '<path d="M1 1h2"/><circle r="2"/>'});
  });

  it.each([
    ['a script', '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>'],
    ['an event handler', '<svg viewBox="0 0 1 1"><path onclick="alert(1)" d="M0 0"/></svg>'],
    ['a link', '<svg viewBox="0 0 1 1"><use href="/x.svg#a"/></svg>'],
    ['a reference', '<svg viewBox="0 0 1 1"><path fill="url(#g)" d="M0 0"/></svg>'],
    ['an id, which would repeat when an icon is shown twice', '<svg viewBox="0 0 1 1"><path id="a" d="M0 0"/></svg>'],
  ])('refuses a drawing with %s, naming the file', (_, svg) => {
    expect(() => parsePicture(svg, 'static/img/icons/bad.svg')).toThrow(/static\/img\/icons\/bad\.svg/);
  });

  it('refuses a drawing without a viewBox, which could not be drawn at another size', () => {
    expect(() => parsePicture('<svg width="24" height="24"><path d="M0 0"/></svg>', 'static/img/icons/bad.svg')).toThrow(/no viewBox/);
  });
});

describe('client logos (D52)', () => {
  it('inlines a logo that is a plain drawing and leaves any other to load as an image', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'pictures-'));
    for (const folder of [...pictureFolders, 'clients']) mkdirSync(join(siteDir, 'static/img', folder), {recursive: true});
    const plain = '<svg viewBox="0 0 200 80" role="img" aria-label="Client 01"><text x="10" y="50">Client 01</text></svg>';
    writeFileSync(join(siteDir, 'static/img/clients/plain.svg'), plain);
    writeFileSync(
      join(siteDir, 'static/img/clients/gradient.svg'),
      '<svg viewBox="0 0 1 1"><linearGradient id="g"/><path fill="url(#g)" d="M0 0"/></svg>',
    );
    const pictures = readPictures(siteDir);
    expect(pictures['/img/clients/plain.svg']).toEqual({attributes: {viewBox: '0 0 200 80'}, body: '<text x="10" y="50">Client 01</text>'});
    expect(pictures['/img/clients/gradient.svg']).toBeUndefined();
  });
});
