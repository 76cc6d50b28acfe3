import { createContext, useContext, type ReactNode } from 'react';

/** How a form turns a field's name into its control's id and its label. */
export type FieldNaming = {
  idOf: (name: string) => string;
  labelOf: (name: string) => string;
  /** The empty first option of a select, meaning "not chosen". */
  selectPlaceholder: string;
  /** Said after the label of a required field ("required"), in words, not only an asterisk. */
  requiredText?: string;
  /**
   * A short note said with a field's label, e.g. who wrote the field's value (decision 053:
   * "Written by Leyla (Mother)"); nothing for most fields.
   */
  noteOf?: (name: string) => string | undefined;
};

const FieldNamingContext = createContext<FieldNaming>({
  idOf: (name) => name,
  labelOf: (name) => name,
  selectPlaceholder: '',
});

/**
 * Set once per form, so each field needs only its name: the ids stay the ones that error
 * links, focus and end-to-end tests use, and the labels come from the form's own namespace.
 */
export function FieldNamingProvider({
  naming,
  children,
}: {
  naming: FieldNaming;
  children: ReactNode;
}) {
  return <FieldNamingContext value={naming}>{children}</FieldNamingContext>;
}

export function useFieldNaming(): FieldNaming {
  return useContext(FieldNamingContext);
}
