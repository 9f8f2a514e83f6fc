/**
 * The component library (issue 67, D114): a page per component under
 * `resources/components/`, whose examples are pages of their own under
 * `library/examples/`, shown in a frame and tested as they are. What the
 * library shows about a component (its props, each example's MDX, the tests
 * that guard it) is read from the sources by plugins/componentLibrary.ts and
 * handed to the pages as this plugin's global data.
 */

/** Where the library lives on the site. */
export const libraryPath = '/resources/components';

/** Where each example is a page of its own: `${libraryExamplesPath}/<component>/<example>`. */
export const libraryExamplesPath = `${libraryPath}/examples`;

/** The folder of the example pages, from the repository's root. */
export const libraryExamplesDirectory = 'library/examples';

/** The plugin's name, under which the pages find its data. */
export const componentLibraryPluginName = 'trendsoft-component-library';

/** One prop of a component, as its TypeScript type declares it. */
export interface PropDoc {
  name: string;
  /** The type as written, or the values a union of literals allows. */
  type: string;
  /** The values a union of literals allows, each as it is written in MDX. */
  values?: string[];
  required: boolean;
  /** The default the component applies when the prop is left out, as written in its source. */
  defaultValue?: string;
  /** The prop's documentation comment. */
  description: string;
}

/** One example page. */
export interface ExampleDoc {
  /** `<component>/<example>`, the page's path under `libraryExamplesPath`. */
  id: string;
  title: string;
  /** What the example shows, in a sentence. */
  description: string;
  /** The MDX of the example page's body: what a writer copies. */
  source: string;
  /** The accessibility tree the e2e suite compares the example against (ARIA snapshot, 1280 px), if recorded. */
  accessibilityTree?: string;
  /** What the e2e suite does to the example before it checks it: see `ExampleAction`. */
  action?: ExampleAction;
  /** The frame's height in CSS pixels before the example's own script measures it. */
  frameHeight: number;
}

/**
 * What the example's check does before axe and the accessibility tree: `submit`
 * presses the form's submit button, so the check sees the errors a visitor
 * sending it empty sees.
 */
export type ExampleAction = 'submit';

/** The tests of one test file that guard a component, by their titles. */
export interface GuardingTestFile {
  file: string;
  titles: string[];
}

/** What plugins/componentLibrary.ts gives the pages. */
export interface ComponentLibraryData {
  /** The library's pages but its index, by title, in the order of their files (as its sidebar lists them). */
  pages: {title: string; to: string}[];
  /** Each documented component's props, by the name a writer uses in MDX. */
  props: Record<string, PropDoc[]>;
  examples: Record<string, ExampleDoc>;
  tests: Record<string, GuardingTestFile>;
  /**
   * Every drawing a writer may name: the icons a card's `icon` takes by path, the
   * services' icons `service` takes by name (which also draws the service's hero),
   * and the families' illustrations `family` takes by name.
   */
  drawings: {icons: DrawingDoc[]; services: DrawingDoc[]; families: DrawingDoc[]};
}

/** A drawing a writer may name. */
export interface DrawingDoc {
  name: string;
  src: string;
}
