import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {company} from '../src/data/company';

/** How long a published security.txt stays valid: RFC 9116 asks for less than a year. */
export const securityTxtValidDays = 350;

/**
 * /.well-known/security.txt (RFC 9116, issue 42): where to report a
 * vulnerability in this site. Contact and Expires are required; Expires is set
 * from the build's date, so a site left unbuilt for a year publishes a file
 * that says it is stale, as the RFC intends. The forms server serves it,
 * though it hides every other dotfile (server/site.ts).
 */
export function securityTxt(siteUrl: string, builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + securityTxtValidDays * 24 * 60 * 60 * 1000);
  return [
    `Contact: mailto:${company.securityEmail}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en, hi',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export default function securityTxtPlugin(): Plugin {
  return {
    name: 'trendsoft-security-txt',
    async postBuild({outDir, siteConfig, i18n}) {
      // One file for the site, at its root: the default locale's build writes it.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      await mkdir(join(outDir, '.well-known'), {recursive: true});
      await writeFile(join(outDir, '.well-known', 'security.txt'), securityTxt(siteConfig.url, new Date()));
    },
  };
}
