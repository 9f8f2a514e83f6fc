/** The phone's menu: the drawer opens natively (a dialog); its code adds Tab past the last link (D22). No framework (D59): part of the islands script. */
import type {IslandDeclaration} from '@site/plugins/islands/declare';
import {enhanceMobileMenu} from './enhance';

export default {name: 'MobileMenu', start: 'visible', run: enhanceMobileMenu} satisfies IslandDeclaration;
