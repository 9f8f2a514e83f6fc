import {lazyForm} from '@site/src/forms/lazyForm';

/** The contact form, whose code loads when the visitor gets to it (src/forms/lazyForm.tsx). */
export default lazyForm(() => import('./ContactForm'));
