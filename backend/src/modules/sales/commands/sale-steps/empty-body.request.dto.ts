/** The body of a step that names nothing but itself (accept, reject, withdraw, present): `{}`. */
export class EmptyBodyDto {}
