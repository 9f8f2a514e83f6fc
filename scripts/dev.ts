/**
 * `npm run dev [-- docusaurus start options]`: Docusaurus's dev server with
 * live reload, for writers and translators (`-- --locale hi` for the Hindi preview).
 *
 * Each preview keeps its generated files (routes, page data) in a folder of its
 * own, `.docusaurus-dev-<locale>`, through Docusaurus's documented
 * DOCUSAURUS_GENERATED_FILES_DIR_NAME. With the one `.docusaurus` folder, a
 * build, or the other language's preview, rewrote the routes under a running
 * preview, which then answered every page with "page not found" until
 * restarted (issue 44, D68).
 */
import {spawn} from 'node:child_process';
import {join} from 'node:path';
import {defaultLocale} from '../src/data/locales';

/** The locale a `docusaurus start` command line previews. */
export function previewLocale(args: readonly string[]): string {
  const at = args.findIndex((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='));
  if (at === -1) return defaultLocale;
  return args[at]!.startsWith('--locale=') ? args[at]!.slice('--locale='.length) : (args[at + 1] ?? defaultLocale);
}

/** Where the preview of `locale` keeps its generated files. */
export const generatedFilesDirName = (locale: string) => `.docusaurus-dev-${locale}`;

if (require.main === module) {
  const args = process.argv.slice(2);
  const docusaurus = join(__dirname, '..', 'node_modules', '.bin', 'docusaurus');
  const child = spawn(docusaurus, ['start', ...args], {
    stdio: 'inherit',
    env: {...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedFilesDirName(previewLocale(args))},
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
