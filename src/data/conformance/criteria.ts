/**
 * The success criteria of WCAG 2.2 at levels A and AA, as the W3C numbers and
 * names them (4.1.1 Parsing is obsolete in 2.2 and not listed), for the site's
 * accessibility conformance report (issue 43, D74).
 *
 * `judgement` says what only a person can decide about the criterion on this
 * site: the report shows "Not evaluated" with it until a person has recorded
 * a review (./reviews.ts). `decidedBy` is set only where the project's checks
 * decide the whole criterion for this site: it says why they are enough, and
 * the criterion shows "Supports" when the checks tagged for it (`@sc-<id>`)
 * all passed, one at least.
 */
export type WcagLevel = 'A' | 'AA';
export type Principle = 'Perceivable' | 'Operable' | 'Understandable' | 'Robust';

interface CriterionBase {
  id: string;
  name: string;
  level: WcagLevel;
}

/** A criterion a person must judge: what they must decide. */
interface JudgedCriterion extends CriterionBase {
  judgement: string;
  decidedBy?: never;
}

/** A criterion the checks tagged for it decide alone: why they are enough. */
interface DecidedCriterion extends CriterionBase {
  decidedBy: string;
  judgement?: never;
}

export type SuccessCriterion = JudgedCriterion | DecidedCriterion;

const noMedia = 'No page holds audio or video: the check finds no audio, video, embedded player or object on any page.';

export const successCriteria: readonly SuccessCriterion[] = [
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    judgement: 'whether each text alternative serves the purpose of its image, and that decorative images are the ones marked so',
  },
  {
    id: '1.2.1',
    name: 'Audio-only and Video-only (Prerecorded)',
    level: 'A',
    decidedBy: noMedia,
  },
  {id: '1.2.2', name: 'Captions (Prerecorded)', level: 'A', decidedBy: noMedia},
  {
    id: '1.2.3',
    name: 'Audio Description or Media Alternative (Prerecorded)',
    level: 'A',
    decidedBy: noMedia,
  },
  {id: '1.2.4', name: 'Captions (Live)', level: 'AA', decidedBy: noMedia},
  {id: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA', decidedBy: noMedia},
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    judgement: 'whether every structure a sighted reader sees (headings, lists, tables, groups of fields) is the one the markup states',
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    judgement: 'whether the reading order makes sense wherever the layout places blocks side by side',
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    judgement: 'whether any instruction relies on shape, colour, size, position or sound alone',
  },
  {
    id: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    judgement: 'whether every page works in portrait and in landscape on a phone and a tablet',
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    judgement: 'whether every field asking for the visitor’s own details carries the right autocomplete value',
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    judgement: 'whether any information, such as a link in text or an error, is told by colour alone',
  },
  {
    id: '1.4.2',
    name: 'Audio Control',
    level: 'A',
    decidedBy: 'No page plays sound: the check finds no audio, video, embedded player or object on any page.',
  },
  {
    id: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    judgement: 'the contrast of text over gradients and images, which axe reports for review rather than measuring',
  },
  {id: '1.4.4', name: 'Resize Text', level: 'AA', judgement: 'whether text zoomed to 200% in each browser loses no content or function'},
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    judgement: 'whether any image shows text that could be real text (the logos are exempt)',
  },
  {
    id: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    judgement: 'whether anything is lost or harder to use at 320 CSS px, beyond the absence of sideways scrolling that the checks measure',
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    judgement: 'the 3:1 contrast of control borders, focus indicators and meaningful icons, which no automated rule measures',
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    judgement: 'whether any text is cut off or overlapped with the spacing applied, beyond the clipping the check measures',
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    judgement: 'whether the services panel and any tooltip can be dismissed, hovered and stay until dismissed',
  },
  {
    id: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    judgement:
      'every function on every page with the keyboard alone, beyond the menus, tabs, questions, carousel and forms the checks operate',
  },
  {
    id: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    judgement: 'that focus can leave every component, beyond the drawer the checks close with Escape',
  },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    judgement: 'that no single-key shortcut exists, or that each can be turned off or remapped',
  },
  {id: '2.2.1', name: 'Timing Adjustable', level: 'A', judgement: 'whether any time limit applies to reading or to a form'},
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    judgement: 'whether every moving part (the testimonials, the counters) can be paused or stops within five seconds',
  },
  {id: '2.3.1', name: 'Three Flashes or Below Threshold', level: 'A', judgement: 'whether anything flashes'},
  {
    id: '2.4.1',
    name: 'Bypass Blocks',
    level: 'A',
    judgement: 'whether the skip link and the landmarks bypass the repeated header on every page in practice',
  },
  {id: '2.4.2', name: 'Page Titled', level: 'A', judgement: 'whether each title describes its page’s topic or purpose'},
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    judgement: 'whether the focus order on every page keeps meaning and operability, beyond the pages the checks walk through',
  },
  {id: '2.4.4', name: 'Link Purpose (In Context)', level: 'A', judgement: 'whether each link’s purpose is clear from its text and context'},
  {id: '2.4.5', name: 'Multiple Ways', level: 'AA', judgement: 'whether the menus, footer and links give more than one way to every page'},
  {id: '2.4.6', name: 'Headings and Labels', level: 'AA', judgement: 'whether headings and labels describe their topic or purpose'},
  {
    id: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    judgement: 'whether the focus indicator is visible on every control in use, beyond the rings the checks find unclipped',
  },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    judgement: 'whether the sticky header or any panel hides a focused control',
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    judgement: 'whether anything needs a path-based or multipoint gesture (the carousel also has buttons)',
  },
  {id: '2.5.2', name: 'Pointer Cancellation', level: 'A', judgement: 'whether any control acts on the down-event'},
  {id: '2.5.3', name: 'Label in Name', level: 'A', judgement: 'whether every control’s accessible name contains its visible label'},
  {id: '2.5.4', name: 'Motion Actuation', level: 'A', judgement: 'whether anything responds to shaking or tilting the device'},
  {id: '2.5.7', name: 'Dragging Movements', level: 'AA', judgement: 'whether anything needs dragging without a single-pointer alternative'},
  {
    id: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    judgement: 'the targets axe cannot measure, such as links inside text and overlapping controls',
  },
  {
    id: '3.1.1',
    name: 'Language of Page',
    level: 'A',
    decidedBy: 'Every English page declares lang="en" and every Hindi page lang="hi", as the checks find on every page.',
  },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    judgement: 'whether every passage in the other language is marked, beyond the pages and names the checks examine',
  },
  {id: '3.2.1', name: 'On Focus', level: 'A', judgement: 'whether focusing any control changes the context'},
  {id: '3.2.2', name: 'On Input', level: 'A', judgement: 'whether changing any field’s value changes the context without warning'},
  {
    id: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    judgement: 'whether the header, footer and breadcrumb keep the same order on every page',
  },
  {
    id: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    judgement: 'whether components with the same function are named the same way throughout',
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    judgement: 'whether the contact details and links appear in the same relative order on every page',
  },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    judgement: 'whether every error a form can meet is described in text, beyond those the checks provoke',
  },
  {id: '3.3.2', name: 'Labels or Instructions', level: 'A', judgement: 'whether every field’s label and hints say what to enter'},
  {id: '3.3.3', name: 'Error Suggestion', level: 'AA', judgement: 'whether each error message suggests how to correct it'},
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    judgement: 'whether any form makes a legal or financial commitment (the forms only send enquiries and applications)',
  },
  {id: '3.3.7', name: 'Redundant Entry', level: 'A', judgement: 'whether any process asks twice for what the visitor already gave'},
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    decidedBy: 'The site has no log-in: no page holds a password field or a CAPTCHA.',
  },
  {
    id: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    judgement: 'whether every custom control (menus, tabs, carousel) exposes the right name, role and state to assistive technology in use',
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    judgement: 'whether every status message (form results, the sign-up) is announced without moving focus',
  },
];

/** The principle a criterion belongs to, from its number. */
export function principleOf(criterionId: string): Principle {
  const principles: Record<string, Principle> = {'1': 'Perceivable', '2': 'Operable', '3': 'Understandable', '4': 'Robust'};
  const principle = principles[criterionId.split('.')[0]!];
  if (!principle) throw new Error(`${criterionId} is not a WCAG success criterion number`);
  return principle;
}

/** axe-core's tag for a criterion: `1.4.11` is `wcag1411`. */
export function axeTagOf(criterionId: string): string {
  return `wcag${criterionId.replaceAll('.', '')}`;
}
