import {existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {isPrecompressed, minimumBytes, precompressBuild} from '../../scripts/precompress';
import {tempDir} from './helpers';

function buildWith(files: Record<string, string | Buffer>): string {
  const dir = tempDir('precompress');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), {recursive: true});
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const large = (text: string) => text.repeat(Math.ceil((minimumBytes * 4) / text.length));

test('writes brotli and gzip copies of text files above 1 KB, byte for byte the original when decompressed', async () => {
  const files = {
    'index.html': large('<p>Accessible pages. </p>'),
    'assets/js/main.abc.js': large('console.log("hydrate");'),
    'assets/css/styles.abc.css': large('.a{color:red}'),
    'img/art.svg': large('<path d="M0 0h10v10z"/>'),
    'sitemap.xml': large('<url><loc>https://example.test/</loc></url>'),
    'data.json': large('{"a":1},'),
  };
  const dir = buildWith(files);
  const summary = await precompressBuild(dir);
  expect(summary.files).toBe(6);
  for (const [path, content] of Object.entries(files)) {
    const original = Buffer.from(content);
    expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dir, `${path}.gz`)))).toEqual(original);
  }
  expect(summary.brotliBytes).toBeLessThan(summary.bytes / 5);
});

test('leaves small files, images, PDFs and earlier copies alone, and removes a copy of a file that shrank below 1 KB', async () => {
  const dir = buildWith({
    'robots.txt': 'User-agent: *\n',
    'img/photo.png': Buffer.alloc(4096, 7),
    'brochure.pdf': Buffer.alloc(4096, 1),
    'page.html': large('<p>x</p>'),
  });
  await precompressBuild(dir);
  expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
  expect(existsSync(join(dir, 'img/photo.png.br'))).toBe(false);
  expect(existsSync(join(dir, 'brochure.pdf.gz'))).toBe(false);
  expect(existsSync(join(dir, 'page.html.br'))).toBe(true);

  // Run twice: no copy of a copy.
  await precompressBuild(dir);
  expect(existsSync(join(dir, 'page.html.br.br'))).toBe(false);
  expect(existsSync(join(dir, 'page.html.gz.br'))).toBe(false);

  writeFileSync(join(dir, 'page.html'), '<p>short</p>');
  await precompressBuild(dir);
  expect(existsSync(join(dir, 'page.html.br'))).toBe(false);
  expect(existsSync(join(dir, 'page.html.gz'))).toBe(false);
});

test('tells whether a build has compressed copies at least as new as its home page', async () => {
  const dir = buildWith({'index.html': large('<h1>Home</h1>')});
  expect(await isPrecompressed(dir)).toBe(false);
  await precompressBuild(dir);
  expect(await isPrecompressed(dir)).toBe(true);
  const later = new Date(statSync(join(dir, 'index.html.br')).mtimeMs + 60_000);
  utimesSync(join(dir, 'index.html'), later, later);
  expect(await isPrecompressed(dir)).toBe(false);
});
