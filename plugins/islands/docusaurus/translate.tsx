/**
 * `@docusaurus/Translate` in the islands script (plugins/islands/index.ts, issue 41).
 * Docusaurus's own reads the locale's whole table of code translations, which
 * every island would then carry (16 KB gzip in Hindi). Here each module of an
 * island brings only its own messages: the build prepends them to the module
 * (plugins/islands/messagesLoader.cjs), so a page fetches the strings of the
 * islands it holds, in the chunks it fetches anyway. Without a translation the
 * default message is used, as Docusaurus does.
 */
import type {ReactNode} from 'react';
import {interpolate, type InterpolateValues} from '@docusaurus/Interpolate';

const messages: Record<string, string> = {};

/** Called first thing by each island module with its translated messages. */
export function addIslandMessages(moduleMessages: Readonly<Record<string, string>>): void {
  Object.assign(messages, moduleMessages);
}

function localized({id, message}: {id?: string; message?: string}): string {
  return messages[id ?? message ?? ''] ?? message ?? id ?? '';
}

export function translate<Str extends string>(
  declaration: {message: Str; id?: string; description?: string},
  values?: InterpolateValues<Str, string | number>,
): string {
  return interpolate(localized(declaration), values);
}

export default function Translate<Str extends string>({
  children,
  id,
  values,
}: {
  children?: Str;
  id?: string;
  description?: string;
  values?: InterpolateValues<Str, ReactNode>;
}): ReactNode {
  return <>{interpolate(localized({id, message: children}), values)}</>;
}
