/**
 * Where the forms' e-mails go: the team's inboxes and the specialists of the
 * sales inbox. The configuration names their addresses and the store keeps
 * them on each queued e-mail, so both import them from here (issue 65: the
 * configuration no longer imports the store).
 */

/** The team's inboxes; their addresses are looked up when a notification is sent. */
export type StaffInbox = 'sales' | 'hr';

/**
 * The specialists who read a sales enquiry, by the purpose the visitor chose
 * (the contact page promises it, issue 42). Each has its own address where
 * one is configured (MAIL_TO_ACCESSIBILITY, …); otherwise the sales inbox's.
 */
export const specialistTeams = ['accessibility', 'testing', 'security'] as const;
export type SpecialistTeam = (typeof specialistTeams)[number];

/**
 * Where a notification goes: a team inbox, or a newsletter subscriber, whose
 * address the row itself holds (`to_address`, D41).
 */
export type Inbox = StaffInbox | 'subscriber';
