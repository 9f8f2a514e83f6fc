import type {ReactNode} from 'react';
import type {Props} from '@theme/DocRoot/Layout';

/**
 * The Resources section on the site's marketing layout (issue 43): the page
 * arranges its own full-width bands like every other page, so there is no
 * documentation sidebar, container or back-to-top button here. The section's
 * pages are listed beside each article instead (ResourcesNav).
 */
export default function DocRootLayout({children}: Props): ReactNode {
  return <main>{children}</main>;
}
