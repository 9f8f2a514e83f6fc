/** The skip link's enhancement. No framework (D59): part of the islands script. */
import type {IslandDeclaration} from '@site/plugins/islands/declare';
import {enhanceSkipLink} from './enhance';

export default {name: 'SkipLink', start: 'visible', run: enhanceSkipLink} satisfies IslandDeclaration;
