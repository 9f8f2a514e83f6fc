/**
 * The component library's example frames (D114): a chunk of a few lines, sizing each frame to its
 * page, fetched only by the library's pages. Started with the page, so a frame further down has
 * its height before the visitor (or Tab) gets there, and nothing below it moves then.
 */
import type {IslandDeclaration} from '@site/plugins/islands/declare';

export default {
  name: 'ExampleFrame',
  start: 'eager',
  run: async (root) => {
    const {enhanceExampleFrame} = await import(/* webpackChunkName: "island-ExampleFrame" */ './enhance');
    enhanceExampleFrame(root);
  },
} satisfies IslandDeclaration;
