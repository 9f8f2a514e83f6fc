import {formIsland} from '@site/src/forms/formIsland';
import QuoteForm from './QuoteForm';

/** The document quote form, an island whose code loads when the visitor gets to it (src/forms/formIsland.tsx). */
export default formIsland('QuoteForm', QuoteForm);
