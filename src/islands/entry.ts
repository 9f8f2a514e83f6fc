/**
 * The islands script (issue 41, D54): the only code a page without the
 * framework's client app runs. It lists every island and how it starts, and
 * starts the page's own (./loader.ts).
 */
import {enhanceMobileMenu} from '@site/src/components/MobileMenu/enhance';
import {enhanceServicesMenu} from '@site/src/components/ServicesMenu/enhance';
import {enhanceSkipLink} from '@site/src/components/SkipLink/enhance';
import {enhanceTabBlock} from '@site/src/components/TabBlock/enhance';
import type {IslandName} from './index';
import {eagerly, lazyIsland, onFirstUse, startIslands, type IslandStart} from './loader';

/**
 * Every island. Those that need no framework (D59) are a few lines each: the
 * header's, on every page and in view at once, and the tab blocks', which share
 * the services menu's tabs, are in this script. Each of the others is a chunk of
 * its own, named for it, fetched only by a page that holds it, when the island
 * nears the viewport or is touched (the forms: only when used, D80, D81); the
 * components among them are hydrated with Preact, which comes in a chunk of its
 * own beside the first.
 */
const islands: Record<IslandName, IslandStart> = {
  MobileMenu: enhanceMobileMenu,
  ServicesMenu: enhanceServicesMenu,
  SkipLink: enhanceSkipLink,
  TabBlock: enhanceTabBlock,
  // The forms start on their first use (D80, D81): their fields, file inputs and drop zones work natively meanwhile.
  ContactForm: onFirstUse(lazyIsland(() => import(/* webpackChunkName: "island-ContactForm" */ '@site/src/components/ContactForm'))),
  CareerForm: onFirstUse(lazyIsland(() => import(/* webpackChunkName: "island-CareerForm" */ '@site/src/components/CareerForm'))),
  QuoteForm: onFirstUse(lazyIsland(() => import(/* webpackChunkName: "island-QuoteForm" */ '@site/src/components/QuoteForm'))),
  Testimonials: lazyIsland(() => import(/* webpackChunkName: "island-Testimonials" */ '@site/src/components/Testimonials')),
  SignupForm: onFirstUse(lazyIsland(() => import(/* webpackChunkName: "island-SignupForm" */ '@site/src/components/SignupForm'))),
  // The component library's example frames (D114): a chunk of a few lines, sizing each frame to its page,
  // fetched only by the library's pages. Started with the page, so a frame further down has its
  // height before the visitor (or Tab) gets there, and nothing below it moves then.
  ExampleFrame: eagerly(async (root) => {
    const {enhanceExampleFrame} = await import(
      /* webpackChunkName: "island-ExampleFrame" */ '@site/src/components/ComponentLibrary/enhance'
    );
    enhanceExampleFrame(root);
  }),
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
