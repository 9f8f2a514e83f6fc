import type {ReactNode} from 'react';
import ButtonLink, {type ButtonVariant} from '@site/src/components/ButtonLink';
import {contactCallToAction, paths} from '@site/src/data/navigation';

interface GetInTouchLinkProps {
  variant?: ButtonVariant;
  className?: string;
}

/**
 * The call to action that leads to the contact page, drawn as a button. It has
 * one name wherever it stands (D109): a visitor, a screen reader's list of
 * links and voice control all meet the same words for the same destination.
 */
export default function GetInTouchLink({variant, className}: GetInTouchLinkProps): ReactNode {
  return (
    <ButtonLink to={paths.contact} variant={variant} className={className}>
      {contactCallToAction}
    </ButtonLink>
  );
}
