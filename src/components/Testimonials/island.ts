/** The testimonials carousel: a chunk of its own (with swiper), hydrated with Preact as it nears the viewport. */
import {hydrated, type IslandDeclaration} from '@site/plugins/islands/declare';

export default {
  name: 'Testimonials',
  start: 'visible',
  run: hydrated(() => import(/* webpackChunkName: "island-Testimonials" */ './index')),
} satisfies IslandDeclaration;
