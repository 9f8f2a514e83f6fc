import type {ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) => (values && key in values ? String(values[key]) : match));
}

// The English source messages, as the default locale renders them.
export function translate({message}: {message: string; id?: string; description?: string}, values?: Values): string {
  return interpolate(message, values);
}

export default function Translate({children, values}: {children: string; id?: string; description?: string; values?: Values}): ReactNode {
  return interpolate(children, values);
}
