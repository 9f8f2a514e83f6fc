/**
 * The islands script (issue 41, D54): the only code a page without the
 * framework's client app runs. It lists every island and how it starts, and
 * starts the page's own (./loader.ts).
 */
import MobileMenu from '@site/src/components/MobileMenu';
import ServicesMenu from '@site/src/components/ServicesMenu';
import SkipLink from '@site/src/components/SkipLink';
import type {IslandName} from './index';
import {eagerly, hydrateWith, lazyIsland, startIslands, type IslandStart} from './loader';

/**
 * Every island. The header's are in this script: they are on every page and in
 * view at once. Each of the others is a chunk of its own, named for it, fetched
 * only by a page that holds it, when the island nears the viewport or is touched.
 */
const islands: Record<IslandName, IslandStart> = {
  MobileMenu: hydrateWith(MobileMenu),
  ServicesMenu: hydrateWith(ServicesMenu),
  SkipLink: hydrateWith(SkipLink),
  TabBlock: lazyIsland(() => import(/* webpackChunkName: "island-TabBlock" */ '@site/src/components/TabBlock')),
  ContactForm: lazyIsland(() => import(/* webpackChunkName: "island-ContactForm" */ '@site/src/components/ContactForm')),
  CareerForm: lazyIsland(() => import(/* webpackChunkName: "island-CareerForm" */ '@site/src/components/CareerForm')),
  QuoteForm: lazyIsland(() => import(/* webpackChunkName: "island-QuoteForm" */ '@site/src/components/QuoteForm')),
  Testimonials: lazyIsland(() => import(/* webpackChunkName: "island-Testimonials" */ '@site/pages/_home/Testimonials')),
  SignupForm: lazyIsland(() => import(/* webpackChunkName: "island-SignupForm" */ '@site/pages/_home/SignupStrip/SignupForm')),
  // No framework: the contents column's links are in the page; this marks the section being read.
  ContentsHighlight: async (root) => {
    const {highlightContents} = await import(
      /* webpackChunkName: "island-ContentsHighlight" */ '@site/src/components/ContentsHighlight/highlightContents'
    );
    highlightContents(root);
  },
  // No framework: the count-up writes its digits straight into the page (D55). Started with
  // the page, so a group further down shows 0 before the visitor gets there.
  CounterGroup: eagerly(async (root, props) => {
    const {countUp} = await import(/* webpackChunkName: "island-CounterGroup" */ '@site/src/components/Counter/countUp');
    countUp(root, props.start === 'load' ? 'load' : 'inView');
  }),
};

// Loaded after the first paint (plugins/htmlTemplate.ts): the page may not have been parsed in full yet.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => startIslands(islands), {once: true});
else startIslands(islands);
