/** The desktop menu's services panel: it opens natively (a popover); its code makes the categories tabs (D23). No framework (D59): part of the islands script. */
import type {IslandDeclaration} from '@site/plugins/islands/declare';
import {enhanceServicesMenu} from './enhance';

export default {name: 'ServicesMenu', start: 'visible', run: enhanceServicesMenu} satisfies IslandDeclaration;
