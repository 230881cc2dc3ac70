// Messages of the schemas alone (never of a component), so no page's first load carries them.
export const formInput = {
  /** A box posted as a list or an object (`x[]=`, `x[0]=`, `x.y=`): only a tampered form does that. */
  notText: "Il valore inviato per questo campo non è valido: scrivilo di nuovo.",
  prefixInvalid: "Scegli un prefisso dall'elenco",
} as const;
