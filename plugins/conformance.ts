import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {stringify} from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {fingerprintOf} from './translations';
import evidence from '../src/data/conformance/evidence.json';
import {openAcrPath, openAcrReport} from '../src/data/conformance/openacr';
import {conformancePluginName, conformanceRows, type ReportRow, type SourceFingerprints} from '../src/data/conformance/report';
import {criterionReviews, type CriterionReview} from '../src/data/conformance/reviews';
import {vpatDocument, vpatPath} from '../src/data/conformance/vpat';

/** The Git blob id of each page source a review covered, as the files are now (D100). */
export function currentFingerprints(siteDir: string, reviews: readonly CriterionReview[] = criterionReviews): SourceFingerprints {
  const sources = new Set(reviews.flatMap((review) => review.pages.map((page) => page.source)));
  return Object.fromEntries(
    [...sources].map((source) => {
      const file = join(siteDir, source);
      return [source, existsSync(file) ? fingerprintOf(readFileSync(file)) : undefined];
    }),
  );
}

/** The report's rows against the sources as they are now. */
export function currentConformanceRows(siteDir: string): ReportRow[] {
  return conformanceRows(evidence, criterionReviews, currentFingerprints(siteDir));
}

/** Writes the report's OpenACR file and its VPAT-layout document under `outDir`, at their site paths. */
function writeReportFiles(context: LoadContext, outDir: string): void {
  const rows = currentConformanceRows(context.siteDir);
  const report = openAcrReport(rows, evidence, context.siteConfig.url);
  const write = (path: string, text: string) => {
    const file = join(outDir, ...path.split('/'));
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, text);
  };
  write(openAcrPath, stringify(report, {lineWidth: 0, aliasDuplicateObjects: false}));
  // The same object in the VPAT 2.5 layout, to print or attach to a tender.
  write(vpatPath, vpatDocument(report, rows, openAcrPath.replace(/\.yaml$/, ''), openAcrPath));
}

/**
 * Issue 64, D100: gives the conformance report the current fingerprints of the
 * pages its reviews covered, so that a review of a page changed since reads
 * "re-review due" on the built page (the component cannot read files itself:
 * it is bundled for the browser too), and writes the report's OpenACR file.
 */
export default function conformancePlugin(context: LoadContext): Plugin {
  return {
    name: conformancePluginName,
    loadContent() {
      return currentFingerprints(context.siteDir);
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData({fingerprints: content});
    },
    // The same rows as an OpenACR document and a VPAT-layout one beside the English page (the report's data is English in both locales).
    postBuild({outDir}) {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      writeReportFiles(context, outDir);
    },
    // The preview (`npm run dev`) serves the same two files, written afresh when it starts or the data
    // changes, through webpack-dev-server's documented `static` option, which Docusaurus merges in.
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return {};
      const directory = join(context.generatedFilesDir, 'conformance-files');
      writeReportFiles(context, directory);
      return {devServer: {static: [{directory, publicPath: '/', watch: false}]}} as Configuration;
    },
    getPathsToWatch() {
      return [join(context.siteDir, 'src', 'data', 'conformance', '*')];
    },
  };
}
