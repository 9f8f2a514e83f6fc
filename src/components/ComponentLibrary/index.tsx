import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import Pictogram from '@site/src/components/Pictogram';
import tableStyles from '@site/src/css/stackedTable.module.css';
import {island} from '@site/plugins/islands/island';
import {componentLibraryPluginName, libraryExamplesPath, type ComponentLibraryData, type PropDoc} from '@site/src/data/componentLibrary';

/**
 * The component library's building blocks (issue 67, D114), used by the pages
 * of `resources/components/`. Their words are English and not translated: the
 * library is written in English first (its Hindi twin shows the English page,
 * marked `lang="en"`, D66). Their styles are a sheet of the library's own
 * (static/css/component-library.css), linked by `LibraryStyles`, so no other
 * page downloads them.
 */

function useLibrary(): ComponentLibraryData {
  return usePluginData(componentLibraryPluginName) as ComponentLibraryData;
}

/** The library's own stylesheet, for the page it is rendered in. */
export function LibraryStyles(): ReactNode {
  return (
    <Head>
      <link rel="stylesheet" href="/css/component-library.css" />
    </Head>
  );
}

/** A prop's type as a writer writes a value of it. */
function typeOf(prop: PropDoc): ReactNode {
  if (!prop.values) return <code>{prop.type}</code>;
  return (
    <>
      one of{' '}
      {prop.values.map((value, index) => (
        <span key={value}>
          {index > 0 && ', '}
          <code>{value}</code>
        </span>
      ))}
    </>
  );
}

/**
 * The props of `component`, generated from its TypeScript types and comments
 * (plugins/componentLibrary.ts): never written by hand, so it cannot drift.
 */
export function PropsTable({component}: {component: string}): ReactNode {
  const {props} = useLibrary();
  const documented = props[component];
  if (!documented) throw new Error(`PropsTable: no component named ${component} in src/components (plugins/componentLibrary.ts).`);
  if (documented.length === 0) return <p>{component} takes no props.</p>;
  const columns = ['Type', 'Required', 'Description'] as const;
  return (
    <table className={clsx(tableStyles.table, 'library-props')}>
      <caption className="library-caption">
        Props of <code>{`<${component}>`}</code>, read from its TypeScript types
      </caption>
      <thead>
        <tr>
          <th scope="col" className={tableStyles.columnHeader}>
            Prop
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className={tableStyles.columnHeader}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {documented.map((prop) => (
          <tr key={prop.name}>
            <th scope="row">
              <code>{prop.name}</code>
            </th>
            <td data-label={columns[0]}>{typeOf(prop)}</td>
            <td data-label={columns[1]}>
              {prop.required ? (
                'Required'
              ) : prop.defaultValue !== undefined ? (
                <>
                  No; <code>{prop.defaultValue}</code> if left out
                </>
              ) : (
                'No'
              )}
            </td>
            <td data-label={columns[2]}>{prop.description || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One example: its page in a frame (the real component, an island like
 * everywhere else, at the frame's width), a link to open it on its own, the MDX
 * it is written with (read from the example page itself) and the accessibility
 * tree the e2e suite holds it to.
 */
export function Example({id}: {id: string}): ReactNode {
  const {examples} = useLibrary();
  const headingId = useId();
  const example = examples[id];
  if (!example) throw new Error(`Example: no example page library/examples/${id}.mdx.`);
  // Loaded with the page, not lazily: a page has one to three, and a frame still loading when the
  // visitor tabs to it is skipped by Tab. The English page in every locale: an example's words are written in it (a Hindi example says so with `lang`).
  const src = `${libraryExamplesPath}/${id}`;
  return (
    <section className="library-example" aria-labelledby={headingId}>
      <h3 id={headingId}>{example.title}</h3>
      <p>{example.description}</p>
      <div className="library-frame">
        <iframe
          title={`Example: ${example.title}`}
          src={src}
          height={example.frameHeight}
          className="library-frame__page"
          {...island('ExampleFrame')}
        />
      </div>
      <p className="library-open">
        <Link to={src}>Open “{example.title}” on a page of its own</Link>, to try it at your window’s full width.
      </p>
      <h4>MDX</h4>
      <pre className="library-code">
        <code>{example.source}</code>
      </pre>
      {example.accessibilityTree && (
        <details className="library-tree">
          <summary>What a screen reader meets{example.action === 'submit' ? ', after the form is sent empty' : ''}</summary>
          <p>
            The example’s accessibility tree at 1280 px, as the end-to-end tests record it and check it on every run (Playwright’s ARIA
            snapshot).
          </p>
          <pre className="library-code">
            <code>{example.accessibilityTree}</code>
          </pre>
        </details>
      )}
    </section>
  );
}

/**
 * The tests that guard a component, by file and title. An entry is a test
 * file's path, or `path#words` for the tests of a larger file whose titles hold
 * those words.
 */
export function GuardingTests({files}: {files: string[]}): ReactNode {
  const {tests} = useLibrary();
  return (
    <ul className="library-tests">
      {files.map((entry) => {
        const [file, words] = entry.split('#') as [string, string | undefined];
        const found = tests[file];
        if (!found) throw new Error(`GuardingTests: no test file ${file}.`);
        const titles = words ? found.titles.filter((title) => title.toLowerCase().includes(words.toLowerCase())) : found.titles;
        if (titles.length === 0) throw new Error(`GuardingTests: no test in ${file} has "${words}" in its title.`);
        return (
          <li key={entry}>
            <code>{file}</code>
            <ul>
              {titles.map((title) => (
                <li key={title}>{title}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** Every drawing a writer may name, as pictures with the words that name them. */
export function DrawingGallery({kind}: {kind: keyof ComponentLibraryData['drawings']}): ReactNode {
  const {drawings} = useLibrary();
  return (
    <ul role="list" className={clsx('library-gallery', kind === 'families' && 'library-gallery--large')}>
      {drawings[kind].map((drawing) => (
        <li key={drawing.src}>
          {kind === 'families' ? (
            // Decoration: the name under it says what it is.
            <img src={drawing.src} alt="" width={240} height={180} loading="lazy" />
          ) : (
            <Pictogram src={drawing.src} size={40} />
          )}
          <code>{kind === 'icons' ? drawing.src : drawing.name}</code>
        </li>
      ))}
    </ul>
  );
}

/** The library's pages, as the library's sidebar (sidebars.ts) lists them, each with its description. */
export function LibraryIndex(): ReactNode {
  const sidebar = useDocsSidebar();
  const version = useDocsVersion();
  const pages = (sidebar?.items ?? []).flatMap((item) =>
    item.type === 'link' && item.docId && item.docId !== 'components/index'
      ? [{href: item.href, label: item.label, docId: item.docId}]
      : [],
  );
  return (
    <CardGrid columns={2}>
      {pages.map((page) => (
        <Card key={page.href} title={page.label} to={page.href} linkLabel="Read more">
          <p>{version.docs[page.docId]?.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
