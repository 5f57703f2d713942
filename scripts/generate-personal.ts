// The names of the fields the contract marks personal (`x-personal: true` on a schema property, or
// on the schema a property refers to), gathered at generate time so the server's and the portal's
// error reports scrub the same fields without either reading the contract at run time.

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

function resolve(document: Node, node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = document;
  for (const part of ref.slice(2).split('/')) target = isNode(target) ? target[part] : undefined;
  return isNode(target) ? target : node;
}

/** Every property name marked personal anywhere in the document, sorted. */
export function personalFieldNames(document: object): string[] {
  const names = new Set<string>();
  const seen = new WeakSet<object>();
  const walk = (value: unknown) => {
    if (!isNode(value) || seen.has(value)) return;
    seen.add(value);
    if (isNode(value.properties)) {
      for (const [name, property] of Object.entries(value.properties)) {
        if (isNode(property) && (property['x-personal'] === true || resolve(document as Node, property)['x-personal'] === true)) names.add(name);
      }
    }
    for (const child of Object.values(value)) walk(child);
  };
  walk(document);
  return [...names].sort();
}

export function personalFieldsSource(names: readonly string[]): string {
  return `/** Field names the contract marks \`x-personal: true\`; error reports drop their values. */\nexport const personalFields: readonly string[] = ${JSON.stringify(names, null, 2)};\n`;
}
