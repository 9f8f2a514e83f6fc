import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Breadcrumb, {type BreadcrumbItem} from '@site/src/components/Breadcrumb';
import GetInTouchLink from '@site/src/components/GetInTouchLink';
import {familyArtPath, serviceArtPath, serviceIconPath, type ServiceFamily, type ServiceIconId} from '@site/src/data/navigation';
import Pictogram from '@site/src/components/Pictogram';
import styles from './styles.module.css';

interface HeroProps {
  /** The page's one h1. */
  title: string;
  /** A short line above the title naming the service line, e.g. "Cyber Security". */
  eyebrow?: string;
  /** The trail after Home (D8); omitted on the home page. */
  breadcrumb?: BreadcrumbItem[];
  /** Service pages invite the visitor to talk to an expert (docs/product.md §3). */
  expertLink?: boolean;
  /** The description, written in the page's MDX. */
  children?: ReactNode;
  /**
   * Artwork beside the title from 768 px (decorative: the text says it all).
   * Phones leave it out, and as a lazy image it is then never fetched.
   */
  image?: {src: string; width: number; height: number};
  /** A service family's overview: the family's illustration fills the right half, unless `image` or `service` is given. */
  family?: ServiceFamily;
  /** A service page: its icon stands above the title, and its own illustration fills the right half. */
  service?: ServiceIconId;
  /**
   * Content for the right half from 768 px, in place of artwork: a job's facts
   * and its apply link (issue 43). Read after the text, and shown after it on
   * phones.
   */
  aside?: ReactNode;
  /** The language of the title and description, when it is not the page's (an untranslated page, issue 14). */
  lang?: string;
}

/** The family and service illustrations are all drawn at this size (static/img/families, static/img/heroes). */
const artSize = {width: 480, height: 360};

export default function Hero({
  title,
  eyebrow,
  breadcrumb,
  expertLink = false,
  children,
  image,
  family,
  service,
  aside,
  lang,
}: HeroProps): ReactNode {
  // Every page that shows a picture shows its own (issue 43): a service its
  // illustration, an overview its family's, other pages the image they pass.
  const artSource = service ? serviceArtPath(service) : family ? familyArtPath(family) : undefined;
  const artwork = image ?? (artSource ? {src: artSource, ...artSize} : undefined);
  const imageUrl = useBaseUrl(artwork?.src ?? '');
  // From 768 px the hero is two columns (issue 67, D116): its text beside the artwork or the
  // aside, or, with neither, the title beside the description, so no half of it stands empty.
  return (
    <div className={clsx(styles.hero, 'ts-on-dark')}>
      <div className={clsx('ts-container', styles.inner, artwork || aside ? styles.split : styles.plain)}>
        {artwork && (
          // Decoration: the title and description say it all.
          <div className={styles.art}>
            <img
              className={styles.image}
              src={imageUrl}
              width={artwork.width}
              height={artwork.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          </div>
        )}
        <div className={styles.text}>
          {breadcrumb && <Breadcrumb items={breadcrumb} />}
          {service && (
            // Decoration: the title names the service. Drawn in the page (D52).
            <span className={styles.icon}>
              <Pictogram src={serviceIconPath(service)} size={40} />
            </span>
          )}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title} lang={lang}>
            {title}
          </h1>
          {children && (
            <div className={styles.description} lang={lang}>
              {children}
            </div>
          )}
          {expertLink && (
            <div className={styles.actions}>
              <GetInTouchLink variant="light" />
            </div>
          )}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </div>
  );
}
