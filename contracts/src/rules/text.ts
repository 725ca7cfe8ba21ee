/** Characters as people count them (code points, as PostgreSQL's char_length counts them: an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

/** A field's problem as the server reports it (GraphQL `fields`, REST 422) and the browser shows it next to the field. */
export interface FieldProblem<F extends string = string> {
  readonly field: F;
  readonly message: string;
}
