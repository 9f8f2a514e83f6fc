import type {ReactNode} from 'react';
import SiteFooter from '@site/src/components/SiteFooter';

// The company footer replaces Docusaurus's footer on every page.
export default function Footer(): ReactNode {
  return <SiteFooter />;
}
