import type {ReactNode} from 'react';

export function PageMetadata({title, description}: {title?: string; description?: string; image?: string}): ReactNode {
  return (
    <div data-testid="page-metadata">
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
    </div>
  );
}
