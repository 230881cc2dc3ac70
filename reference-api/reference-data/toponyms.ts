export interface ToponymItem {
  Toponym: string;
  Id: number;
  Default: boolean;
}

export const TOPONYMS: readonly ToponymItem[] = [
  "Via",
  "Viale",
  "Piazza",
  "Piazzale",
  "Corso",
  "Largo",
  "Vicolo",
  "Strada",
  "Contrada",
  "Località",
  "Borgo",
  "Lungomare",
  "Salita",
  "Galleria",
].map((toponym, index) => ({ Toponym: toponym, Id: index + 1, Default: index === 0 }));
