/** The contact form: a chunk of its own, hydrated with Preact, fetched only when the visitor first uses the form (D80); its fields work natively meanwhile. */
import {hydrated, type IslandDeclaration} from '@site/plugins/islands/declare';

export default {
  name: 'ContactForm',
  start: 'first-use',
  run: hydrated(() => import(/* webpackChunkName: "island-ContactForm" */ './index')),
} satisfies IslandDeclaration;
