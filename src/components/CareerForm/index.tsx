import {formIsland} from '@site/src/forms/formIsland';
import CareerForm from './CareerForm';

/** The job application form, an island whose code loads when the visitor gets to it (src/forms/formIsland.tsx). */
export default formIsland('CareerForm', CareerForm);
