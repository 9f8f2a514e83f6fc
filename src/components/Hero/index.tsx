import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Breadcrumb, {type BreadcrumbItem} from '@site/src/components/Breadcrumb';
import ButtonLink from '@site/src/components/ButtonLink';
import {paths} from '@site/src/data/navigation';
import HydrateInTurn from '@site/src/components/HydrateInTurn';
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
   * Artwork beside the title on wide screens (decorative: the text says it all).
   * Phones leave it out, and as a lazy image it is then never fetched.
   */
  image?: {src: string; width: number; height: number};
}

export default function Hero({title, eyebrow, breadcrumb, expertLink = false, children, image}: HeroProps): ReactNode {
  const imageUrl = useBaseUrl(image?.src ?? '');
  return (
    <HydrateInTurn>
      <div className={clsx(styles.hero, 'ts-on-dark')}>
        <div className={clsx('ts-container', styles.inner, image && styles.withImage)}>
          {image && <img className={styles.image} src={imageUrl} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />}
          {breadcrumb && <Breadcrumb items={breadcrumb} />}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {children && <div className={styles.description}>{children}</div>}
          {expertLink && (
            <div className={styles.actions}>
              <ButtonLink to={paths.contact} variant="light">
                {translate({id: 'hero.speakWithExpert', message: 'Speak with an Expert'})}
              </ButtonLink>
            </div>
          )}
        </div>
      </div>
    </HydrateInTurn>
  );
}
