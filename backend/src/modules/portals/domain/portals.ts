/**
 * The portals the agency publishes to. Every one of them imports the Kyero v3 XML format, so each gets the
 * same feed of the listings its owner chose for it, at its own address.
 */
export const PORTALS = ['kyero', 'thinkspain', 'green-acres', 'resales-online'] as const;
export type Portal = (typeof PORTALS)[number];

export const isPortal = (value: string): value is Portal => (PORTALS as readonly string[]).includes(value);

/** The portals in the list's order, each once. */
export const normalizedPortals = (portals: readonly Portal[]): Portal[] =>
  PORTALS.filter((portal) => portals.includes(portal));
