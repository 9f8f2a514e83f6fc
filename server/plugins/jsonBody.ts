import type {FastifyRequest} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {honeypotField, isHoneypotFilled} from '../../src/forms/honeypot';

/**
 * JSON bodies in the API's scope: Fastify's own parser (its limits and its
 * __proto__ checks unchanged), then the honeypot's repetitions. JSON.parse
 * keeps the last of duplicate keys, so `{"website":"x","website":""}` passed
 * as a person's submission; as with a repeated form field (D104), a honeypot
 * filled in any repetition stays filled (D112).
 */
export const jsonBodyPlugin = fastifyPlugin(
  async (api) => {
    const parseJson = api.getDefaultJsonParser('error', 'error');
    api.addContentTypeParser('application/json', {parseAs: 'string'}, async (request: FastifyRequest, body: string) => {
      const parsed = await new Promise<unknown>((resolve, reject) => {
        // Fastify's parser answers through its callback; its errors (400, 413) pass on unchanged.
        void parseJson(request, body, (error, value: unknown) => (error ? reject(error) : resolve(value)));
      });
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const filled = topLevelValues(body, honeypotField).find((value) => isHoneypotFilled({[honeypotField]: value}));
        if (filled !== undefined) (parsed as Record<string, unknown>)[honeypotField] = filled;
      }
      return parsed;
    });
  },
  {name: 'trendsoft-json-body'},
);

const whiteSpace = new Set([' ', '\t', '\n', '\r']);

function skipWhiteSpace(text: string, at: number): number {
  while (whiteSpace.has(text[at] ?? '')) at += 1;
  return at;
}

/** From a string's opening quote to just past its closing one; an escape skips the character after the backslash. */
function skipString(text: string, at: number): number {
  at += 1;
  while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

/** From a value's first character to just past it: a string, an object or array with its nesting, or a number or literal. */
function skipValue(text: string, at: number): number {
  let depth = 0;
  while (at < text.length) {
    const character = text[at];
    if (character === '"') {
      at = skipString(text, at);
      if (depth === 0) return at;
      continue;
    }
    if (character === '{' || character === '[') depth += 1;
    else if (character === '}' || character === ']') {
      // The enclosing object's end: a number or literal ended just before it.
      if (depth === 0) return at;
      depth -= 1;
      if (depth === 0) return at + 1;
    } else if (depth === 0 && character === ',') return at;
    at += 1;
  }
  return at;
}

/**
 * Every value of `name` among the top-level keys of a JSON object's text, in order, including
 * those JSON.parse dropped. Keys are compared as JSON.parse reads them, so `"\u0077ebsite"` is
 * `website`. The text has already been parsed, so it is well-formed.
 */
export function topLevelValues(json: string, name: string): unknown[] {
  // JSON.parse has accepted it, so a BOM Fastify's parser skipped may lead.
  let at = skipWhiteSpace(json, json.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (json[at] !== '{') return [];
  const values: unknown[] = [];
  at = skipWhiteSpace(json, at + 1);
  while (json[at] === '"') {
    const keyEnd = skipString(json, at);
    const rawKey = json.slice(at, keyEnd);
    const key = rawKey.includes('\\') ? (JSON.parse(rawKey) as string) : rawKey.slice(1, -1);
    const valueStart = skipWhiteSpace(json, skipWhiteSpace(json, keyEnd) + 1);
    const valueEnd = skipValue(json, valueStart);
    if (key === name) values.push(JSON.parse(json.slice(valueStart, valueEnd)));
    at = skipWhiteSpace(json, valueEnd);
    if (json[at] !== ',') break;
    at = skipWhiteSpace(json, at + 1);
  }
  return values;
}
