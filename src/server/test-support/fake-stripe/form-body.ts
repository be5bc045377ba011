// Decodes Stripe's form-encoded request bodies (metadata[userId]=7,
// payment_method_types[0]=card) into nested objects and arrays.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match?.[1]) continue;
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as FormObject | FormValue[];
    });
  }
  return root;
}

export const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

export function stringRecord(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
