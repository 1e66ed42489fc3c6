/** Does nothing: the one copy core's files share (a promise's ignored rejection, a feature with nothing to stop). */
export function noop(): void {}
