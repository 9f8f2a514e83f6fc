import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import ButtonLink from '@site/src/components/ButtonLink';
import BrochureLink from '@site/src/components/BrochureLink';
import {contactCallToAction, paths} from '@site/src/data/navigation';
import styles from './styles.module.css';

interface ClosingBannerProps {
  /** 'service' closes service pages, 'career' closes job pages (docs/product.md §3). */
  variant: 'service' | 'career';
  /**
   * The page's last section is a form (the document pages' quote request): the
   * form is the page's primary action, so the band steps back, outlined
   * rather than filled, and stands apart from the form (issue 43).
   */
  afterForm?: boolean;
}

/**
 * The one closing section of a page (issue 15): the invitation to talk and, on
 * service pages, the brochure beside it (D9, D26), instead of a brochure card
 * and a dark banner stacked above the dark footer.
 */
export default function ClosingBanner({variant, afterForm = false}: ClosingBannerProps): ReactNode {
  const headingId = useId();
  const content =
    variant === 'service'
      ? {
          title: translate({id: 'closingBanner.service.title', message: 'Want to Know More?'}),
          text: translate({
            id: 'closingBanner.service.text',
            message: 'Tell us what you are building or fixing, and one of our experts will get back to you.',
          }),
          linkLabel: contactCallToAction,
          to: paths.contact,
        }
      : {
          title: translate({id: 'closingBanner.career.title', message: 'Want to Join Our Team?'}),
          text: translate({
            id: 'closingBanner.career.text',
            message: 'Send us your application and resume, and tell us what you would like to work on.',
          }),
          linkLabel: translate({id: 'closingBanner.career.link', message: 'Apply Now'}),
          to: `${paths.careers}#apply`,
        };
  return (
    <section className={clsx(styles.closing, afterForm && styles.afterForm)} aria-labelledby={headingId}>
      <div className="ts-container">
        <div className={clsx(styles.card, variant === 'service' && styles.withBrochure)}>
          <div className={clsx(styles.invitation, variant === 'career' && styles.inOneRow)}>
            <h2 id={headingId} className={styles.title}>
              {content.title}
            </h2>
            <p className={styles.text}>{content.text}</p>
            <ButtonLink to={content.to} variant={afterForm ? 'outline' : 'primary'} className={styles.action}>
              {content.linkLabel}
            </ButtonLink>
          </div>
          {variant === 'service' && <Brochure />}
        </div>
      </div>
    </section>
  );
}

/** The brochure offer inside the service closing (D9: the PDF opens in a new tab and says so). */
function Brochure(): ReactNode {
  const headingId = useId();
  return (
    <div className={styles.brochure} role="group" aria-labelledby={headingId}>
      <svg className={styles.brochureIcon} aria-hidden="true" focusable="false" viewBox="0 0 48 48" width="40" height="40">
        <path
          fill="currentColor"
          d="M12 4h17l11 11v27a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm16 3v9h9L28 7zM16 24v3h16v-3H16zm0 6v3h16v-3H16zm0 6v3h11v-3H16z"
        />
      </svg>
      <div>
        <h3 id={headingId} className={styles.brochureTitle}>
          {translate({id: 'brochure.title', message: 'Our services at a glance'})}
        </h3>
        <p className={styles.brochureText}>
          {translate({
            id: 'brochure.text',
            message:
              'The Trendsoft brochure sums up our digital accessibility, software testing and cyber security services, and how an engagement with us runs.',
          })}
        </p>
        <BrochureLink className={styles.brochureLink} />
      </div>
    </div>
  );
}
