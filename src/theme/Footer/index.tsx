import type {ReactNode} from 'react';
import HydrateInTurn from '@site/src/components/HydrateInTurn';
import SiteFooter from '@site/src/components/SiteFooter';

// The company footer replaces Docusaurus's footer on every page.
export default function Footer(): ReactNode {
  return (
    <HydrateInTurn>
      <SiteFooter />
    </HydrateInTurn>
  );
}
