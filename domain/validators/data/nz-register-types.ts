/** The shape of the generated New Zealand bank branch register data. */
export interface NzRegister {
  readonly source: {
    readonly name: string;
    readonly file: string;
    readonly url: string;
    readonly date: string;
  };
  /** Bank number (2 digits) -> bank name and branch runs ("0001,0004,0102-0105"). */
  readonly banks: Readonly<Record<string, { readonly name: string; readonly branches: string }>>;
}
