import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Every path a build's sitemaps list, English and Hindi: the pages it publishes. */
export function sitemapPaths(buildDir: string): string[] {
  return ['sitemap.xml', join('hi', 'sitemap.xml')].flatMap((file) =>
    [...readFileSync(join(buildDir, file), 'utf8').matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]!),
  );
}
