/** Sent on the document once the member centre put a section into its frame. */
export const SECTION_LOADED = 'member:section-loaded';

const startedBy = new WeakMap<object, WeakSet<Element>>();

/**
 * Runs `start` once on each element `selector` finds: those on the page now, and those of every
 * section the member centre loads later. Section scripts bind through this, so a script that two
 * sections share, or that runs after its section came in, binds each element exactly once.
 */
export const startEach = <T extends Element>(selector: string, start: (element: T) => void) => {
  let started = startedBy.get(start);
  if (!started) startedBy.set(start, (started = new WeakSet()));
  const run = () => {
    for (const element of document.querySelectorAll<T>(selector)) {
      if (started.has(element)) continue;
      started.add(element);
      start(element);
    }
  };
  run();
  document.addEventListener(SECTION_LOADED, run);
};
