import {buildSync} from 'esbuild';

/**
 * The text of an inline `<script>` (the head's early-tap script and menu fallback, the islands'
 * loader at the end of `<body>`), compiled from its TypeScript source when the site's config is
 * read (issue 66): typed and linted like the rest of the code, with the islands contract's names
 * bundled in, instead of ES5 kept in strings with the names spelled out again.
 *
 * Minified, since every page carries it, and wrapped in a function, so its names stay its own.
 * The text is the same on every page; the forms server allows each inline script by the hash of
 * its text (server/site.ts), so it must not change between builds of the same source: esbuild's
 * output is deterministic for a given version, which the lockfile pins.
 */
export function compileInlineScript(sourcePath: string): string {
  const {outputFiles} = buildSync({
    entryPoints: [sourcePath],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // An inline script is not compiled by the site's bundler, so it is held here to what the
    // islands script, compiled for browserslist's "production" query, already uses (`??`, `?.`).
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [script] = outputFiles;
  if (!script || outputFiles.length !== 1) throw new Error(`${sourcePath} compiled to ${outputFiles.length} files, not one script`);
  return script.text.trim();
}
