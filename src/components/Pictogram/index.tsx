import type {ReactNode, SVGProps} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {picturesPluginName, type Picture, type PicturesData} from './pictures';

interface PictogramProps {
  /** The drawing's path under static/, as a writer names it: `/img/icons/globe.svg`. */
  src: string;
  /** Width and height in CSS pixels, before any stylesheet resizes it. */
  size: number;
  className?: string;
}

/**
 * A small decorative drawing (an icon of static/img/icons, services or
 * industries) drawn in the page rather than fetched (D52). Always hidden from
 * assistive technology: the text beside it says what it would.
 */
/** The drawing at `src` if the build inlines it (D52), else undefined. */
export function usePicture(src: string): Picture | undefined {
  const {pictures} = usePluginData(picturesPluginName) as PicturesData;
  return pictures[src];
}

/**
 * A drawing in the page: decoration hidden from assistive technology, or, with
 * a `label`, an image named by it (a client logo). Pictogram and ClientLogoGrid
 * both draw through this, so the markup is the same wherever a file is inlined.
 */
export function Drawing({
  picture,
  width,
  height,
  className,
  label,
}: {
  picture: Picture;
  width: number;
  height: number;
  className?: string;
  label?: string;
}): ReactNode {
  const semantics: SVGProps<SVGSVGElement> = label ? {role: 'img', 'aria-label': label} : {'aria-hidden': true, focusable: false};
  return (
    <svg
      {...picture.attributes}
      className={className}
      width={width}
      height={height}
      {...semantics}
      dangerouslySetInnerHTML={{__html: picture.body}}
    />
  );
}

export default function Pictogram({src, size, className}: PictogramProps): ReactNode {
  const picture = usePicture(src);
  // Fails the build, naming the path, rather than shipping an empty tile.
  // A new service not drawn yet goes in placeholderArt (src/data/navigation.ts), which shows a placeholder.
  if (!picture) throw new Error(`Pictogram: no drawing at ${src} (static/img/icons, services or industries; or placeholderArt)`);
  return <Drawing picture={picture} width={size} height={size} className={className} />;
}
