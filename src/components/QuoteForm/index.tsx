import {lazyForm} from '@site/src/forms/lazyForm';
import type {QuoteFormProps} from './QuoteForm';

/** The document quote form, whose code loads when the visitor gets to it (src/forms/lazyForm.tsx). */
export default lazyForm<QuoteFormProps>(() => import('./QuoteForm'));
