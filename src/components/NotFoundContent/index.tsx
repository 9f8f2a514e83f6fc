import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import ButtonLink from '@site/src/components/ButtonLink';
import GetInTouchLink from '@site/src/components/GetInTouchLink';
import {paths, serviceCategories} from '@site/src/data/navigation';
import styles from './styles.module.css';

/** D7: a designed "page not found" page that leads the visitor on. */
export default function NotFoundContent(): ReactNode {
  // Our own id, in sentence case like every heading the product does not fix
  // (D78); the theme's title string is "Page Not Found".
  const title = translate({id: 'notFound.title', message: 'Page not found'});
  const sections = [
    ...serviceCategories.map((category) => ({id: category.id, label: category.label, to: category.overview.to})),
    {id: 'who-we-serve', label: translate({id: 'notFound.link.whoWeServe', message: 'Who We Serve'}), to: paths.whoWeServe},
    {id: 'about', label: translate({id: 'notFound.link.about', message: 'About Trendsoft'}), to: paths.about},
    {id: 'careers', label: translate({id: 'notFound.link.careers', message: 'Careers'}), to: paths.careers},
  ];
  return (
    <main className={clsx('ts-container', styles.main)}>
      <PageMetadata
        title={title}
        description={translate({
          id: 'notFound.description',
          message:
            'The page you asked for is not on the Trendsoft website. Find our services, company pages and contact details from here.',
        })}
      />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>
        {translate({
          id: 'notFound.lead',
          message: 'We could not find that page. It may have moved, or the address may have a typing mistake in it.',
        })}
      </p>
      <h2 className={styles.subtitle}>{translate({id: 'notFound.sectionsTitle', message: 'Where to go from here'})}</h2>
      <ul className={styles.links}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={section.to}>{section.label}</Link>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to="/">{translate({id: 'notFound.home', message: 'Go to the home page'})}</ButtonLink>
        <GetInTouchLink variant="outline" />
      </div>
    </main>
  );
}
