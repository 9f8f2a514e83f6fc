/**
 * Every e-mail the forms server sends, in one place: the team's notifications
 * of enquiries, applications and quote requests, and the newsletter's
 * confirmation to a subscriber. Header values stay on one line whatever the
 * visitor typed; a submission's notification names its reference.
 */
import {randomUUID} from 'node:crypto';
import {enquiryPurposes, keepApplicationValue, type CareerApplicationFields, type ContactEnquiry} from '../src/forms/rules';
import type {QuoteRequestFields} from '../src/forms/quoteRules';
import type {SpecialistTeam} from './inboxes';
import type {Locale} from './storage/newsletter';
import type {Notification, SubmissionNotification} from './storage/outbox';
import type {StoredQuoteFile, StoredResume} from './storage/submissions';

/** The confirmation e-mail, in the language of the page the visitor signed up on. */
export function confirmationEmail(email: string, locale: Locale, links: {confirm: string; unsubscribe: string}): Notification {
  const text =
    locale === 'hi'
      ? {
          subject: 'Trendsoft न्यूज़लेटर की सदस्यता की पुष्टि करें',
          body: [
            'नमस्ते,',
            '',
            'Trendsoft की वेबसाइट पर इस ईमेल पते से हमारे न्यूज़लेटर की सदस्यता माँगी गई है।',
            'सदस्यता शुरू करने के लिए यह लिंक खोलें और "सदस्यता की पुष्टि करें" बटन दबाएँ:',
            '',
            links.confirm,
            '',
            'अगर यह अनुरोध आपने नहीं किया, तो कुछ करने की ज़रूरत नहीं है: पुष्टि न होने पर हम आपका पता 7 दिन में मिटा देते हैं।',
            `पता अभी हटाने के लिए: ${links.unsubscribe}`,
          ],
        }
      : {
          subject: 'Confirm your subscription to the Trendsoft newsletter',
          body: [
            'Hello,',
            '',
            'Someone, probably you, asked on the Trendsoft website for this address to receive our newsletter.',
            'To start the subscription, open this link and press "Confirm my subscription":',
            '',
            links.confirm,
            '',
            'If it was not you, there is nothing to do: an address that is not confirmed is deleted after 7 days.',
            `To remove it now: ${links.unsubscribe}`,
          ],
        };
  return {
    inbox: 'subscriber',
    toAddress: email,
    unsubscribeUrl: links.unsubscribe,
    subject: text.subject,
    body: `${text.body.join('\n')}\n`,
  };
}

// Header values must stay on one line whatever the visitor typed.
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, 150);
}

/**
 * The notification as it is sent: the reference its submission's row gets is
 * named at the end of the body, so staff can find the row from the e-mail.
 * Every e-mail's text is finished here, in one place.
 */
export function finished(notification: Notification): SubmissionNotification {
  const reference = randomUUID();
  return {...notification, reference, body: `${notification.body}\nReference: ${reference}\n`};
}

/** Who reads an enquiry of each purpose (the contact page says "an accessibility, testing or security lead"). */
const teamOfPurpose: Record<(typeof enquiryPurposes)[number], SpecialistTeam> = {
  'Web Accessibility': 'accessibility',
  'Document Accessibility': 'accessibility',
  'InDesign Accessibility': 'accessibility',
  Testing: 'testing',
  'Cyber Security': 'security',
};

export function enquiryNotification(enquiry: ContactEnquiry): Notification {
  return {
    inbox: 'sales',
    // Validated against the purposes already; an unknown one would reach sales.
    team: teamOfPurpose[enquiry.enquiries as keyof typeof teamOfPurpose],
    replyTo: enquiry.email,
    subject: oneLine(`Website enquiry: ${enquiry.enquiries} from ${enquiry.companyName}`),
    body: [
      'A visitor sent the contact form on the website.',
      '',
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phoneNumber}`,
      `Company: ${enquiry.companyName}`,
      `Enquiry: ${enquiry.enquiries}`,
      '',
      'Message:',
      enquiry.message || '(none)',
      '',
    ].join('\n'),
  };
}

export function applicationNotification(application: CareerApplicationFields, resume: StoredResume): Notification {
  return {
    inbox: 'hr',
    replyTo: application.email,
    subject: oneLine(`Job application: ${application.position} from ${application.name}`),
    body: [
      'A visitor applied through the careers form on the website.',
      '',
      `Name: ${application.name}`,
      `Email: ${application.email}`,
      `Phone: ${application.phoneNumber}`,
      `Position: ${application.position}`,
      `Resume: ${resume.originalName} (${resume.detectedType}, ${resume.bytes} bytes), stored as resumes/${resume.storedName}`,
      `Keep for future openings: ${application.keepForFutureOpenings === keepApplicationValue ? 'yes, for the longer period' : 'no'}`,
    ].join('\n'),
  };
}

export function quoteNotification(quote: QuoteRequestFields, files: readonly StoredQuoteFile[]): Notification {
  const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return {
    inbox: 'sales',
    // Document accessibility, read by the accessibility lead.
    team: 'accessibility',
    replyTo: quote.email,
    subject: oneLine(`Quote request: ${quote.documentType}, ${quote.pages} pages, from ${quote.companyName}`),
    body: [
      'A visitor asked for a document accessibility quote on the website.',
      '',
      `Name: ${quote.name}`,
      `Email: ${quote.email}`,
      `Phone: ${quote.phoneNumber}`,
      `Company: ${quote.companyName}`,
      `Document type: ${quote.documentType}`,
      `Pages (approximate): ${quote.pages}`,
      `Target standard: ${quote.targetStandard}`,
      `Deadline: ${quote.deadline || 'none given'}`,
      '',
      'Notes:',
      quote.notes || '(none)',
      '',
      // Listed, never attached: the files stay on the server (D18).
      `Files (${files.length}), stored under quotes/ on the forms server:`,
      ...files.map(
        (file, index) =>
          `${index + 1}. ${oneLine(file.originalName)}: ${file.detectedType}, ${megabytes(file.bytes)} (${file.bytes} bytes), stored as quotes/${file.storedName}`,
      ),
    ].join('\n'),
  };
}
