import type {AnchorHTMLAttributes, ReactNode} from 'react';

export function PageMetadata({title, description}: {title?: string; description?: string; image?: string}): ReactNode {
  return (
    <div data-testid="page-metadata">
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
    </div>
  );
}

// Mirrors theme-common: an anchor to the fallback target that focuses <main> on click.
export function SkipToContentLink({children, ...rest}: AnchorHTMLAttributes<HTMLAnchorElement>): ReactNode {
  return (
    <a
      {...rest}
      href="#__docusaurus_skipToContent_fallback"
      onClick={(event) => {
        event.preventDefault();
        const main = document.querySelector('main');
        main?.setAttribute('tabindex', '-1');
        main?.focus();
      }}>
      {children}
    </a>
  );
}
