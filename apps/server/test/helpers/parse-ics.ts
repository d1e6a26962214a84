/**
 * Just enough RFC 5545 to check the calendar files we send: strict CRLF lines, unfolding, components and
 * properties with parameters, TEXT unescaping. Throws on anything malformed, so a test fails loudly.
 */
export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { name: string; properties: IcsProperty[]; components: IcsComponent[] };

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );
}

function parseLine(line: string): IcsProperty {
  const colon = line.indexOf(':');
  if (colon <= 0) throw new Error(`not a content line: ${line}`);
  const [name = '', ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const [key, value] = param.split('=');
    if (!key || value === undefined) throw new Error(`bad parameter in: ${line}`);
    params[key.toUpperCase()] = value;
  }
  if (!/^[A-Z][A-Z0-9-]*$/i.test(name)) throw new Error(`bad property name in: ${line}`);
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

export function parseIcs(text: string): IcsComponent {
  if (/[^\r]\n/.test(text)) throw new Error('lines must end with CRLF');
  const physical = text.split('\r\n');
  if (physical.at(-1) !== '') throw new Error('the file must end with CRLF');
  physical.pop();
  for (const line of physical) {
    if (Buffer.byteLength(line) > 75) throw new Error(`line longer than 75 octets: ${line}`);
  }
  const lines = physical
    .join('\r\n')
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');

  const root: IcsComponent = { name: '', properties: [], components: [] };
  const stack: IcsComponent[] = [root];
  for (const line of lines) {
    const property = parseLine(line);
    const current = stack.at(-1) as IcsComponent;
    if (property.name === 'BEGIN') {
      const component = { name: property.value, properties: [], components: [] };
      current.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      if (current.name !== property.value) throw new Error(`END:${property.value} closes ${current.name}`);
      stack.pop();
    } else {
      current.properties.push(property);
    }
  }
  if (stack.length !== 1) throw new Error('unclosed component');
  const [calendar] = root.components;
  if (calendar?.name !== 'VCALENDAR' || root.components.length !== 1) {
    throw new Error('expected exactly one VCALENDAR');
  }
  return calendar;
}

export function property(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no ${name} in ${component.name}`);
  return found;
}

export function component(parent: IcsComponent, name: string): IcsComponent {
  const found = parent.components.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no ${name} in ${parent.name}`);
  return found;
}
