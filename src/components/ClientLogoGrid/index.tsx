import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ClientLogo} from '@site/src/data/clients';
import {Drawing, usePicture} from '@site/src/components/Pictogram';
import defaultStyles from './styles.module.css';

/** The classes of the list, its items and the images; a page band with a layout of its own passes its own. */
export interface ClientLogoGridClasses {
  grid?: string;
  item?: string;
  logo?: string;
}

interface ClientLogoGridProps {
  /** Any list of logos from src/data/clients.ts, e.g. all 13 or the home page's 9 (docs/product.md §9). */
  logos: ClientLogo[];
  /** The list's accessible name, when the band's heading does not already say what it is. */
  label?: string;
  /** Classes for the list, its items and the logos, for a band with a layout of its own (the home page's). */
  classes?: ClientLogoGridClasses;
}

function LogoItem({logo, classes}: {logo: ClientLogo; classes: ClientLogoGridClasses}): ReactNode {
  const drawing = usePicture(logo.src);
  const src = useBaseUrl(logo.src);
  return (
    <li className={classes.item} lang={logo.nameLang}>
      {drawing ? (
        // A logo that is a plain drawing is drawn in the page (D52), named as the image would be.
        <Drawing picture={drawing} width={logo.width} height={logo.height} className={classes.logo} label={logo.name} />
      ) : (
        // The client's name is the alt text (D3); logos sit below the fold, so they load lazily.
        <img className={classes.logo} src={src} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
      )}
    </li>
  );
}

/** A static grid of client logos, named by their alt text. */
export default function ClientLogoGrid({logos, label, classes = defaultStyles}: ClientLogoGridProps): ReactNode {
  return (
    // The wrapper lets the grid use the full width: Section limits direct child lists to a reading measure.
    <div>
      <ul role="list" className={classes.grid} aria-label={label}>
        {logos.map((logo) => (
          <LogoItem key={logo.id} logo={logo} classes={classes} />
        ))}
      </ul>
    </div>
  );
}
