// linebreak (UAX #14, pdfkit's own line breaker) ships no types: the part the invoice's text uses.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next place a line may end: before `position`; `required` after a hard line break. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
