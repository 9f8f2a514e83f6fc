/** The newsletter sign-up: a chunk of its own, hydrated with Preact, fetched only when first used (D80). */
import {hydrated, type IslandDeclaration} from '@site/plugins/islands/declare';

export default {
  name: 'SignupForm',
  start: 'first-use',
  run: hydrated(() => import(/* webpackChunkName: "island-SignupForm" */ './index')),
} satisfies IslandDeclaration;
