import {lazyForm} from '@site/src/forms/lazyForm';

/** The job application form, whose code loads when the visitor gets to it (src/forms/lazyForm.tsx). */
export default lazyForm(() => import('./CareerForm'));
