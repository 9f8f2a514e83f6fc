import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';

/**
 * Headings keep their ids (links to `#section` and the Resources table of
 * contents still work) but lose Docusaurus's "Direct link to …" anchor: on
 * marketing pages it added a hidden tab stop after every heading, which made
 * keyboard users press Tab once more per section for a feature few need.
 */
export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }
  // Registers the id so the build's broken-anchor check knows it exists.
  brokenLinks.collectAnchor(id);
  return <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id} />;
}
