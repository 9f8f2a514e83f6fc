import type {ReactNode} from 'react';
import {formIsland} from '@site/src/forms/formIsland';
import QuoteForm, {type QuoteFormProps} from './QuoteForm';

/**
 * The document quote form, an island whose code loads when the visitor gets to it (src/forms/formIsland.tsx).
 * Typed as the function component it is, so the component library's props table reads `documentType`
 * (react-docgen-typescript finds no props on the ComponentType union formIsland returns).
 */
export default formIsland('QuoteForm', QuoteForm) as (props: QuoteFormProps) => ReactNode;
