/** The document quote form: a chunk of its own, hydrated with Preact, fetched only when first used (D81). */
import {hydrated, type IslandDeclaration} from '@site/plugins/islands/declare';

export default {
  name: 'QuoteForm',
  start: 'first-use',
  run: hydrated(() => import(/* webpackChunkName: "island-QuoteForm" */ './index')),
} satisfies IslandDeclaration;
