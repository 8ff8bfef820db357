/** A `MediaQueryList` for jsdom, which has none: it matches when `matches(query)` says so and never changes. */
export const mediaQueryList = (query: string, matches: (query: string) => boolean) =>
  ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
