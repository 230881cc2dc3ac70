// The accessibility statement (issue 25), written for the public after AgID's model statement (issue 42
// item 8): commitment, conformance status, content not accessible, how the statement was drawn up,
// feedback and contacts, the enforcement procedure. Its facts come from the tests (evaluation.ts).
export const accessibility = {
  title: "Dichiarazione di accessibilità",
  intro:
    "Ci impegniamo a rendere l'Area Riservata accessibile a tutti, come chiedono la legge 9 gennaio 2004, n. 4 e la direttiva (UE) 2016/2102. Questa dichiarazione riguarda le pagine dell'Area Riservata per accedere, registrarsi e recuperare l'account.",
  statusHeading: "Stato di conformità",
  status:
    "L'Area Riservata è parzialmente conforme ai requisiti previsti dall'allegato A alla norma UNI CEI EN 301549 e alle WCAG 2.2 di livello AA, per i motivi elencati sotto in «Contenuti non accessibili».",
  limitsHeading: "Contenuti non accessibili",
  limits: [
    "I codici inviati via SMS o per e-mail scadono dopo 10 minuti, per la sicurezza dell'account: puoi sempre chiederne uno nuovo.",
    "Quando è attivo, reCAPTCHA di Google è un servizio esterno che non possiamo modificare: se ti ostacola, contatta l'assistenza.",
    "Non abbiamo ancora svolto prove con persone che usano tecnologie assistive: i controlli automatici non trovano tutti i problemi.",
  ],
  methodHeading: "Redazione della dichiarazione",
  drawnUp: (day: string) => `Questa dichiarazione è stata redatta il ${day} con un'autovalutazione, cioè con verifiche svolte da noi. È stata riesaminata l'ultima volta il ${day}.`,
  methodIntro: "Come abbiamo verificato l'Area Riservata:",
  method: (pages: number) => [
    `abbiamo controllato tutte le ${pages} pagine, anche quando mostrano messaggi di errore, con strumenti automatici, sui criteri delle WCAG 2.2 di livello A e AA: non hanno trovato problemi;`,
    "abbiamo verificato che il codice di ogni pagina sia corretto;",
    "abbiamo completato ogni percorso (accesso, registrazione, codici via SMS ed e-mail, recupero della password, consensi) anche con JavaScript disattivato;",
    "ripetiamo questi controlli prima di ogni aggiornamento dell'Area Riservata.",
  ],
  errorsNote:
    "I messaggi di errore compaiono accanto al campo e sono riassunti in cima al modulo; finché il modulo ha errori, il titolo della pagina inizia con «Errore:».",
  reportHeading: "Feedback e recapiti",
  report: "Se qualcosa ti impedisce di usare l'Area Riservata, o trovi un contenuto non accessibile, scrivici o chiamaci: ti rispondiamo entro 30 giorni.",
  appealHeading: "Procedura di attuazione",
  appeal: "Se la risposta non ti soddisfa, o non arriva entro 30 giorni, puoi inviare una segnalazione ad AgID con il",
  appealLink: "modulo di segnalazione di AgID",
} as const;
