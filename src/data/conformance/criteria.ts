/**
 * The success criteria of WCAG 2.2 at levels A and AA, as the W3C numbers and
 * names them, for the site's accessibility conformance report (issue 64, D100),
 * with 4.1.1 Parsing, which WCAG 2.2 made obsolete and which the VPAT 2.5 WCAG
 * edition still lists.
 *
 * Each says how it is decided (`decision`):
 * - `checks`: the checks tagged for it (`@sc-<id>`) decide it alone: "Supports"
 *   while they pass, one at least; `supports` says what they establish.
 * - `absence`: "Not Applicable" while its checks show the condition holds on
 *   every page (`notApplicable` says which); when one fails, the criterion has
 *   become applicable and a person's review must decide it.
 * - `review`: a person decides (./reviews.ts); `judgement` says what they must
 *   judge. Its checks, passing, are evidence; failing, they make "Does Not Support".
 * - `obsolete`: 4.1.1, always satisfied in WCAG 2.2 for HTML.
 */
export type WcagLevel = 'A' | 'AA';
export type Principle = 'Perceivable' | 'Operable' | 'Understandable' | 'Robust';

export type Decision =
  | {by: 'checks'; supports: string}
  | {by: 'absence'; notApplicable: string}
  | {by: 'review'; judgement: string}
  | {by: 'obsolete'; remark: string};

export interface SuccessCriterion {
  id: string;
  name: string;
  level: WcagLevel;
  decision: Decision;
}

const checks = (supports: string): Decision => ({by: 'checks', supports});
const absence = (notApplicable: string): Decision => ({by: 'absence', notApplicable});
const review = (judgement: string): Decision => ({by: 'review', judgement});

const noMedia = 'No page holds audio or video, or an embedded player or object.';

export const successCriteria: readonly SuccessCriterion[] = [
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    decision: review('whether each text alternative serves the purpose of its image, and that decorative images are the ones marked so'),
  },
  {id: '1.2.1', name: 'Audio-only and Video-only (Prerecorded)', level: 'A', decision: absence(noMedia)},
  {id: '1.2.2', name: 'Captions (Prerecorded)', level: 'A', decision: absence(noMedia)},
  {id: '1.2.3', name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A', decision: absence(noMedia)},
  {id: '1.2.4', name: 'Captions (Live)', level: 'AA', decision: absence(noMedia)},
  {id: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA', decision: absence(noMedia)},
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    decision: review(
      'whether every structure a sighted reader sees (headings, lists, tables, groups of fields) is the one the markup states',
    ),
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    decision: review('whether the reading order makes sense wherever the layout places blocks side by side'),
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    decision: review('whether any instruction relies on shape, colour, size, position or sound alone'),
  },
  {
    id: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    decision: checks('Every page works in portrait and landscape, and none locks the orientation.'),
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    decision: checks('Fields for the visitor’s name, e-mail, phone, country code and company carry the matching autocomplete value.'),
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    decision: review(
      'whether any information, such as an error or a selected state, is told by colour alone, beyond the links in text that the checks find underlined',
    ),
  },
  {
    id: '1.4.2',
    name: 'Audio Control',
    level: 'A',
    decision: absence('No page plays sound: there is no audio or video on the site.'),
  },
  {
    id: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    decision: review('the contrast of text over gradients and images, which axe reports for review rather than measuring'),
  },
  {
    id: '1.4.4',
    name: 'Resize Text',
    level: 'AA',
    decision: checks('At 200% zoom every page keeps its content and function, with no text cut off.'),
  },
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    decision: review('whether any image shows text that could be real text (the logos are exempt)'),
  },
  {
    id: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    decision: checks('Every page reflows at 320 CSS px without sideways scrolling; the report’s tables become blocks.'),
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    decision: review('the 3:1 contrast of control borders and meaningful icons, beyond the focus rings the checks measure on every page'),
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    decision: checks('With WCAG’s text spacing applied, no text is cut off and nothing scrolls sideways.'),
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    decision: checks(
      'Nothing appears on hover or focus but the skip link, the focused control itself; the services panel opens on a click.',
    ),
  },
  {
    id: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    decision: review(
      'every function with the keyboard alone, beyond reaching every control, which the checks do on every page, and operating the menus, tabs, questions, carousel and forms, which they do where those are',
    ),
  },
  {
    id: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    decision: checks('Tab moves through every control on every page and then leaves it; the menu drawer also closes with Escape.'),
  },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    decision: absence('There are no single-key shortcuts: no letter, digit or punctuation key changes any page.'),
  },
  {
    id: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    decision: absence('Nothing has a time limit: no page refreshes or redirects after a delay, and there is no session.'),
  },
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    decision: review(
      'whether every moving part (the testimonials, the counters) can be paused or stops within five seconds, beyond the carousel the checks pause',
    ),
  },
  {
    id: '2.3.1',
    name: 'Three Flashes or Below Threshold',
    level: 'A',
    decision: absence('Nothing flashes: no video, no animated image, no animation faster than three times a second.'),
  },
  {
    id: '2.4.1',
    name: 'Bypass Blocks',
    level: 'A',
    decision: checks('The first Tab stop on every page is a “Skip to main content” link, which moves focus to the main content.'),
  },
  {id: '2.4.2', name: 'Page Titled', level: 'A', decision: review('whether each title describes its page’s topic or purpose')},
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    decision: checks('On every page Tab visits each control once, in the order the page is read; no control sets its own order.'),
  },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    decision: review('whether each link’s purpose is clear from its text and context'),
  },
  {
    id: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    decision: review(
      'whether every page can be found in more than one way (the site map, menus, footer, breadcrumbs, links in other pages), beyond the links the check counts',
    ),
  },
  {id: '2.4.6', name: 'Headings and Labels', level: 'AA', decision: review('whether headings and labels describe their topic or purpose')},
  {
    id: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    decision: review(
      'whether the focus indicator is visible on every control in use, beyond the rings the checks find unclipped and in forced colours',
    ),
  },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    decision: checks('No control focused with Tab is ever hidden behind the sticky header.'),
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    decision: review('whether anything needs a path-based or multipoint gesture (the carousel also has buttons)'),
  },
  {id: '2.5.2', name: 'Pointer Cancellation', level: 'A', decision: review('whether any control acts on the down-event')},
  {
    id: '2.5.3',
    name: 'Label in Name',
    level: 'A',
    decision: checks('Every control’s accessible name contains the words it shows.'),
  },
  {
    id: '2.5.4',
    name: 'Motion Actuation',
    level: 'A',
    decision: absence('Nothing responds to moving the device: no script listens for device motion or orientation.'),
  },
  {
    id: '2.5.7',
    name: 'Dragging Movements',
    level: 'AA',
    decision: review(
      'whether anything needs dragging without a single-pointer alternative (the carousel has buttons, the file drop zone a file picker)',
    ),
  },
  {
    id: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    decision: review('the targets axe cannot measure, such as links inside text and overlapping controls'),
  },
  {
    id: '3.1.1',
    name: 'Language of Page',
    level: 'A',
    decision: checks('English pages declare lang="en" and Hindi pages lang="hi".'),
  },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    decision: review('whether every passage in the other language is marked, beyond the pages and names the checks examine'),
  },
  {
    id: '3.2.1',
    name: 'On Focus',
    level: 'A',
    decision: checks('Moving focus through a page never navigates, submits or opens a window.'),
  },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    decision: checks('In every form, choosing an option, ticking a box or typing never navigates or submits.'),
  },
  {
    id: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    decision: checks('The header’s menus and the footer are the same, in the same order, on every page of a language.'),
  },
  {
    id: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    decision: review(
      'whether components with the same function are named the same way throughout, beyond the header and footer links the checks compare',
    ),
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    decision: checks('Every page ends with the same footer, with the contact page and e-mail address in the same place.'),
  },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    decision: review('whether every error a form can meet is described in text, beyond those the checks provoke'),
  },
  {id: '3.3.2', name: 'Labels or Instructions', level: 'A', decision: review('whether every field’s label and hints say what to enter')},
  {
    id: '3.3.3',
    name: 'Error Suggestion',
    level: 'AA',
    decision: review('whether each error message suggests how to correct it, beyond the wrong entries the checks provoke'),
  },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    decision: absence('No form commits the visitor to anything: they send an enquiry, an application, a quote request or a sign-up.'),
  },
  {
    id: '3.3.7',
    name: 'Redundant Entry',
    level: 'A',
    decision: absence('No form asks for anything twice, and each is a single step.'),
  },
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    decision: absence('There is no log-in: no password field and no CAPTCHA on any page.'),
  },
  {
    id: '4.1.1',
    name: 'Parsing',
    level: 'A',
    decision: {
      by: 'obsolete',
      remark:
        'WCAG 2.2 removed this criterion and notes that it is always satisfied for content in HTML. The pages are also valid HTML: the W3C Nu HTML Checker finds no error on any page.',
    },
  },
  {
    id: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    decision: review(
      'whether every custom control (menus, tabs, carousel) exposes the right name, role and state to assistive technology in use',
    ),
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    decision: checks('Each form reports its result in a status region, announced without moving focus.'),
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
