/** The job application form: a chunk of its own, hydrated with Preact, fetched only when first used (D81); a file dropped before then is kept. */
import {hydrated, type IslandDeclaration} from '@site/plugins/islands/declare';

export default {
  name: 'CareerForm',
  start: 'first-use',
  run: hydrated(() => import(/* webpackChunkName: "island-CareerForm" */ './index')),
} satisfies IslandDeclaration;
