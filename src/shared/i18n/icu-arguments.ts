// What the catalog tests (client and shared) compare between a translation and
// its English source. Used by tests only; the parser is a development dependency.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// "name:kind" for every argument, however deeply nested in plurals and selects.
export function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(`${element.value}:argument`);
    if (element.type === TYPE.number) into.add(`${element.value}:number`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

// How many words a message has outside its arguments.
export const words = (message: string) =>
  message
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
