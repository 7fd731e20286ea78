/**
 * Test support: makes this JavaScript engine's Intl behave like a browser that ships no data for one
 * locale, as Chromium ships none for Macedonian. Its constructors then format that locale as American
 * English and `supportedLocalesOf` leaves it out. Returns the function that restores the real Intl.
 */
export function simulateBrowserWithout(locale: string): () => void {
  const lacks = (tag: string) => tag === locale || tag.startsWith(`${locale}-`);
  const tags = (locales: Intl.LocalesArgument | readonly string[]): string[] =>
    locales === undefined ? [] : [locales].flat().map(String);
  const supported = (locales: Intl.LocalesArgument | readonly string[]) =>
    tags(locales).filter((tag) => !lacks(tag));
  const strip = (locales: Intl.LocalesArgument | readonly string[]): string[] => {
    const kept = supported(locales);
    return kept.length > 0 ? kept : ['en-US'];
  };

  const real = {
    DateTimeFormat: Intl.DateTimeFormat,
    NumberFormat: Intl.NumberFormat,
    ListFormat: Intl.ListFormat,
    DisplayNames: Intl.DisplayNames,
  };

  const DateTimeFormat = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new real.DateTimeFormat(strip(locales), options);
  } as unknown as typeof Intl.DateTimeFormat;
  DateTimeFormat.supportedLocalesOf = (locales) => real.DateTimeFormat.supportedLocalesOf(supported(locales));

  const NumberFormat = function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
    return new real.NumberFormat(strip(locales), options);
  } as unknown as typeof Intl.NumberFormat;
  NumberFormat.supportedLocalesOf = (locales) => real.NumberFormat.supportedLocalesOf(supported(locales));

  class ListFormat extends real.ListFormat {
    constructor(locales?: string | readonly string[], options?: Intl.ListFormatOptions) {
      super(strip(locales), options);
    }
    static override supportedLocalesOf(locales: string | readonly string[]): string[] {
      return real.ListFormat.supportedLocalesOf(supported(locales));
    }
  }

  class DisplayNames extends real.DisplayNames {
    constructor(locales: string | readonly string[] | undefined, options: Intl.DisplayNamesOptions) {
      super(strip(locales), options);
    }
    static override supportedLocalesOf(locales: string | readonly string[]): string[] {
      return real.DisplayNames.supportedLocalesOf(supported(locales));
    }
  }

  Object.assign(Intl, { DateTimeFormat, NumberFormat, ListFormat, DisplayNames });
  return () => {
    Object.assign(Intl, real);
  };
}
