import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import NewTabLink from '@site/src/components/NewTabLink';
import {company} from '@site/src/data/company';

interface BrochureLinkProps {
  className?: string;
  /** The link's words: "View Brochure" unless a sentence needs its own (D109). */
  children?: ReactNode;
}

/**
 * The brochure PDF in a new tab, saying so (D9). The brochure is written in
 * English only, so the link says that on a page in another language (issue 14).
 */
export default function BrochureLink({className, children}: BrochureLinkProps): ReactNode {
  const label = children ?? translate({id: 'brochure.link', message: 'View Brochure'});
  const brochureUrl = useBaseUrl(company.brochurePath);
  return (
    <NewTabLink
      href={brochureUrl}
      hrefLang="en"
      fileType={translate({
        id: 'brochure.fileType',
        message: 'PDF',
        description: 'The brochure link names the file type, and its language where the page is in another',
      })}
      className={className}>
      {label}
    </NewTabLink>
  );
}
