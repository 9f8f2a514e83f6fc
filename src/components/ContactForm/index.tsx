import {formIsland} from '@site/src/forms/formIsland';
import ContactForm from './ContactForm';

/** The contact form, an island whose code loads when the visitor gets to it (src/forms/formIsland.tsx). */
export default formIsland('ContactForm', ContactForm);
