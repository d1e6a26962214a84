/**
 * happy-dom lays nothing out, so every element measures 0. Tests of "scrolled to the end" give the terms'
 * scroll area a size; scrollTop stays whatever the test sets. Returns the function that undoes it.
 */
export function installScrollGeometry({
  scrollHeight,
  clientHeight,
}: {
  scrollHeight: number;
  clientHeight: number;
}) {
  const prototype = HTMLElement.prototype;
  const originals = {
    scrollHeight: Object.getOwnPropertyDescriptor(prototype, 'scrollHeight'),
    clientHeight: Object.getOwnPropertyDescriptor(prototype, 'clientHeight'),
  };
  const isArea = (element: HTMLElement) => element.dataset.testid === 'terms-scroll-area';
  Object.defineProperty(prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isArea(this) ? scrollHeight : 0;
    },
  });
  Object.defineProperty(prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isArea(this) ? clientHeight : 0;
    },
  });
  return () => {
    for (const [name, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
      else delete (prototype as unknown as Record<string, unknown>)[name];
    }
  };
}
