/**
 * D19: the honeypot, a text field people never see or reach. Bots that fill
 * every input fill it, and the forms server treats a non-empty value as spam.
 * Its own module without imports, shared by the browser forms and the server,
 * so the sign-up strip on every page does not load the rules with it.
 */
export const honeypotField = 'website';

/**
 * True when a submission's honeypot holds anything but white space: a string
 * with text, or any other value (a list, a number), which no form of ours sends
 * (issue 42: an array slipped past).
 */
export function isHoneypotFilled(body: Readonly<Record<string, unknown>>): boolean {
  const value = body[honeypotField];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
