import type {ReactNode} from 'react';
import SiteHeader from '@site/src/components/SiteHeader';

// The company header replaces Docusaurus's navbar on every page.
export default function Navbar(): ReactNode {
  return <SiteHeader />;
}
