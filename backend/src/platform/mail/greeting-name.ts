/**
 * Whom a mail greets: the name they go by (their display name, else their first name) and their full
 * name. Each language's greeting picks one: German greets formally by the full name ("Guten Tag Katharina
 * Müller,"), since a first name alone clashes with "Sie".
 */
export interface GreetingName {
  name: string;
  fullName: string;
}
