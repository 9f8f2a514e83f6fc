/** A tab block: its content shows in full until its code makes the tabs. No framework (D59): part of the islands script, which shares the services menu's tab code. */
import type {IslandDeclaration} from '@site/plugins/islands/declare';
import {enhanceTabBlock} from './enhance';

export default {name: 'TabBlock', start: 'visible', run: enhanceTabBlock} satisfies IslandDeclaration;
