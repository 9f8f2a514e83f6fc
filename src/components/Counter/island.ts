/**
 * A group of counters. No framework: the count-up writes its digits straight into the page (D55),
 * from a chunk of a few lines. Started with the page, so a group further down shows 0 before the
 * visitor gets there.
 */
import type {IslandDeclaration} from '@site/plugins/islands/declare';

export default {
  name: 'CounterGroup',
  start: 'eager',
  run: async (root, props) => {
    const {countUp} = await import(/* webpackChunkName: "island-CounterGroup" */ './countUp');
    countUp(root, props.start === 'load' ? 'load' : 'inView');
  },
} satisfies IslandDeclaration;
