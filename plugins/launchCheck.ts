import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {currentConformanceRows} from './conformance';
import {filesIn, frontMatterOf, markdownFiles} from './contentFiles';
import {missingDrawings, navigationFile, placeholderArt} from './serviceArt';
import {claims as listedClaims, type Claim} from '../src/data/claims';
import {clientLogos} from '../src/data/clients';
import {company} from '../src/data/company';
import {officeStreets} from '../src/data/officeStreets';
import {testimonialPeople} from '../src/data/testimonialPeople';

/**
 * What is still a placeholder before the site can go live (issue 31, D43).
 * We invent no clients, people or contact details (D2, D3), so the company
 * supplies them; this keeps a production build from shipping without them.
 * Each entry says what is missing, where it goes, and how to supply it.
 */
export interface Placeholder {
  item: string;
  where: string;
  fix: string;
}

/** The site's own example domain: the default SITE_URL and e-mail address. */
export function isExampleHost(hostname: string): boolean {
  return hostname === 'example' || hostname.endsWith('.example');
}

function isExampleSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl) return true;
  try {
    return isExampleHost(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
}

/** Where the copy makes a claim: the pages, the translations, the site's data and the brochure's source, not the lists of claims themselves. */
function claimLocations(siteDir: string, claim: Claim): string[] {
  const files = [
    ...['pages', 'resources', 'i18n'].flatMap((root) => filesIn(join(siteDir, root), ['.md', '.mdx', '.json'])),
    ...filesIn(join(siteDir, 'src', 'data'), ['.ts']),
    // The brochure repeats the hero's claims (D26): a buyer reads them there too.
    ...filesIn(join(siteDir, 'brochure'), ['.html']),
  ].filter((file) => !/(claims\.ts|translated-from\.json)$/.test(file));
  const pattern = new RegExp(claim.matches.source, claim.matches.flags.replace('g', ''));
  const found = files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(siteDir, file));
  return claim.shownIn ? [claim.shownIn, ...found] : found;
}

/**
 * Issue 43, D69: each figure and claim the copy makes, until the company
 * confirms it with its evidence in src/data/claims.ts; a pair a reader sees
 * side by side and cannot square is listed as such.
 */
function unconfirmedClaims(siteDir: string, claims: readonly Claim[]): Placeholder[] {
  const found: Placeholder[] = [];
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  for (const claim of claims) {
    if (claim.evidence) continue;
    const where = claimLocations(siteDir, claim);
    // Round-the-clock support with no number to call is the first thing a buyer tries.
    const noPhone = claim.id === 'support-24-7' && !company.phone ? ' There is no phone number in src/data/company.ts.' : '';
    found.push({
      item: `The claim "${claim.says}" is not confirmed${claim.needsEvidence ? `: ${claim.needsEvidence}.${noPhone}` : ''}`,
      where: `src/data/claims.ts (${claim.id}); made in ${where.length ? where.join(', ') : 'no page yet'}`,
      fix: 'Fill in its evidence (what backs it, who at the company confirmed it, and when), or take it out of the copy and the list.',
    });
  }
  for (const claim of claims) {
    const other = claim.contradicts && byId.get(claim.contradicts.claim);
    if (!other || (claim.evidence && other.evidence)) continue;
    found.push({
      item: `"${claim.says}" and "${other.says}" disagree: ${claim.contradicts!.why}`,
      where: `src/data/claims.ts (${claim.id}, ${other.id})`,
      fix: 'Confirm figures that agree (say what each counts), or change one of them in the copy and the list.',
    });
  }
  return found;
}

/**
 * A page whose front matter has `launch_placeholder: <what is missing>` is
 * listed, so writers can mark a page that waits for the company (the case
 * studies page until one is approved) without changing any code.
 */
function pagesMarkedPlaceholder(siteDir: string): Placeholder[] {
  return ['pages', 'resources'].flatMap((root) =>
    markdownFiles(join(siteDir, root)).flatMap((file) => {
      const frontMatter = frontMatterOf(readFileSync(file, 'utf8')) ?? '';
      const note = /^launch_placeholder:\s*(.+)$/m
        .exec(frontMatter)?.[1]
        ?.trim()
        .replace(/^(['"])(.*)\1$/, '$2');
      return note
        ? [{item: note, where: relative(siteDir, file), fix: 'Publish the content, then delete the page’s launch_placeholder line.'}]
        : [];
    }),
  );
}

/**
 * Issue 67, D115: a service that went into the menus before its drawings, marked in
 * `placeholderArt` (src/data/navigation.ts), shows a placeholder icon and hero picture
 * until they are drawn.
 */
function servicesAwaitingDrawings(siteDir: string): Placeholder[] {
  return placeholderArt(siteDir).flatMap(({value}) => {
    const missing = missingDrawings(siteDir, value);
    return missing.length > 0
      ? [
          {
            item: `Drawing missing for service ${value}: its ${missing.map(({what}) => what).join(' and ')} show${missing.length === 1 ? 's' : ''} a placeholder`,
            where: `${missing.map(({folder}) => `static/img/${folder}/${value}.svg`).join(', ')}; marked in ${navigationFile} (placeholderArt)`,
            fix: 'Draw it in the palette of the other services’ drawings, then take the id off placeholderArt.',
          },
        ]
      : [];
  });
}

/** Every placeholder left, in the order the README's launch list gives them. */
export function launchPlaceholders(
  siteDir: string,
  env: NodeJS.ProcessEnv = process.env,
  claims: readonly Claim[] = listedClaims,
): Placeholder[] {
  const found: Placeholder[] = [];
  if (isExampleSiteUrl(env['SITE_URL'])) {
    found.push({
      item: `SITE_URL is ${env['SITE_URL'] ? `on the example domain (${env['SITE_URL']})` : 'not set'}`,
      where: 'the build’s environment',
      fix: 'Set SITE_URL to the site’s public address (https://…) when building.',
    });
  }
  if (isExampleHost(company.email.split('@')[1] ?? '')) {
    found.push({
      item: `The e-mail address ${company.email}`,
      where: 'src/data/company.ts (email)',
      fix: 'Set the address prospects should write to.',
    });
  }
  if (isExampleHost(company.securityEmail.split('@')[1] ?? '')) {
    found.push({
      item: `The security contact ${company.securityEmail}`,
      where: 'src/data/company.ts (securityEmail), published in /.well-known/security.txt',
      fix: 'Set the address that receives vulnerability reports, and read it.',
    });
  }
  if (!company.phone) {
    found.push({
      item: 'No phone number',
      where: 'src/data/company.ts (phone)',
      fix: 'Set a number in international form, e.g. +91 40 1234 5678.',
    });
  }
  const withoutStreet = Object.entries(officeStreets).filter(([, street]) => street === null);
  if (withoutStreet.length) {
    found.push({
      item: `${withoutStreet.length} of ${Object.keys(officeStreets).length} offices have no street address (${withoutStreet.map(([id]) => id).join(', ')})`,
      where: 'src/data/officeStreets.ts',
      fix: 'Give each office’s street and postcode as it should appear on the contact page.',
    });
  }
  const placeholderLogos = clientLogos.filter((logo) => /^Client \d+$/.test(logo.name));
  if (placeholderLogos.length) {
    found.push({
      item: `${placeholderLogos.length} of ${clientLogos.length} client logos are placeholders (${placeholderLogos.map((logo) => logo.name).join(', ')})`,
      where: 'src/data/clients.ts and static/img/clients/',
      fix: 'Replace each logo file and its name with a client’s, with the client’s permission.',
    });
  }
  const unnamed = Object.entries(testimonialPeople).filter(([, person]) => person === null);
  if (unnamed.length) {
    found.push({
      item: `${unnamed.length} of ${Object.keys(testimonialPeople).length} testimonials carry no name (${unnamed.map(([id]) => id).join(', ')})`,
      where: 'src/data/testimonialPeople.ts',
      fix: 'Give the person and organisation each quote may be published under, or remove the quote from src/data/testimonials.ts.',
    });
  }
  return [
    ...found,
    ...pagesMarkedPlaceholder(siteDir),
    ...servicesAwaitingDrawings(siteDir),
    ...unconfirmedClaims(siteDir, claims),
    ...undecidedCriteria(siteDir),
  ];
}

/** Issue 64, D100: the conformance report may not go live with a criterion nobody has decided, or a review a changed page outdated. */
function undecidedCriteria(siteDir: string): Placeholder[] {
  const rows = currentConformanceRows(siteDir);
  const due = rows
    .filter((row) => row.due)
    .map((row) => ({
      item: `Conformance report, ${row.criterion.id} ${row.criterion.name}: ${row.due}`,
      where: 'src/data/conformance/reviews.ts',
      fix: 'Review the criterion on the pages it concerns and record the review with each page’s fingerprint (D100).',
    }));
  // A review no person has confirmed (an AI agent's, say) is shown as such, and may not go live as a person's.
  const unconfirmed = rows.filter((row) => row.review && !row.review.confirmedBy);
  return [
    ...due,
    ...(unconfirmed.length > 0
      ? [
          {
            item: `Conformance report: ${unconfirmed.length} review${unconfirmed.length === 1 ? '' : 's'} no person has confirmed (${unconfirmed.map((row) => row.criterion.id).join(', ')}), by ${[...new Set(unconfirmed.map((row) => row.review!.reviewer))].join('; ')}`,
            where: 'src/data/conformance/reviews.ts',
            fix: 'A person checks each review’s level and remark against the pages, then records their role as its confirmedBy (D100).',
          },
        ]
      : []),
  ];
}

export function formatPlaceholders(placeholders: readonly Placeholder[]): string {
  if (!placeholders.length) return 'Nothing is a placeholder: the site is ready to go live.';
  return [
    `${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'} left before the site can go live:`,
    ...placeholders.map(
      (placeholder, index) => `${index + 1}. ${placeholder.item}\n   where: ${placeholder.where}\n   fix: ${placeholder.fix}`,
    ),
  ].join('\n');
}

/**
 * The reason a production build must stop, or undefined: a build for a real
 * address (SITE_URL off the example domain) with placeholders left, unless
 * ALLOW_PLACEHOLDERS=1 says it is a preview.
 */
export function launchBlocker(siteDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (isExampleSiteUrl(env['SITE_URL']) || env['ALLOW_PLACEHOLDERS'] === '1') return undefined;
  const placeholders = launchPlaceholders(siteDir, env);
  if (!placeholders.length) return undefined;
  return `${formatPlaceholders(placeholders)}\n\nThe build for ${env['SITE_URL']} stops here. Supply them, or set ALLOW_PLACEHOLDERS=1 to build a preview anyway.`;
}

export default function launchCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'trendsoft-launch-check',
    loadContent() {
      // `docusaurus build` sets NODE_ENV before it loads plugins; `npm start` is never a launch.
      if (process.env['NODE_ENV'] !== 'production') return;
      const blocker = launchBlocker(context.siteDir);
      if (blocker) throw new Error(blocker);
    },
  };
}
