// The accessibility statement (issue 25), in the form AgID's model asks of service providers: the
// conformance status, how it was evaluated, the known limits, how to report a problem, the date.
export const accessibility = {
  title: "Dichiarazione di accessibilità",
  intro:
    "Vogliamo che l'Area Riservata sia usabile da tutti, come chiedono la legge 9 gennaio 2004, n. 4 e la direttiva (UE) 2016/2102. Questa dichiarazione riguarda le pagine di accesso, registrazione e recupero dell'account.",
  statusHeading: "Stato di conformità",
  status:
    "L'Area Riservata è parzialmente conforme ai requisiti della norma UNI CEI EN 301549 e alle WCAG 2.2 di livello AA: le verifiche svolte finora sono automatiche, e i limiti noti sono elencati sotto.",
  methodHeading: "Come l'abbiamo verificata",
  method: (screens: number, axeVersion: string) => [
    `Ognuna delle ${screens} schermate, in ogni stato che i nostri test raggiungono (anche con errori nei campi), è controllata con axe-core ${axeVersion} sui criteri WCAG 2.0, 2.1 e 2.2 di livello A e AA e sulle buone pratiche: nessun problema rilevato.`,
    "Il codice HTML di ogni schermata è validato: nessun errore.",
    "Ogni percorso (accesso, registrazione, codici via SMS ed e-mail, recupero della password, consensi) è completato in Chromium con JavaScript attivo e con JavaScript disattivato.",
    "I messaggi di errore sono accanto al campo e riassunti in cima al modulo; il titolo della pagina inizia con «Errore:» finché il modulo ha errori.",
  ],
  commandNote: (command: string) => `Le verifiche sono ripetute a ogni modifica con il comando ${command}.`,
  limitsHeading: "Limiti noti",
  limits: [
    "I codici inviati via SMS o per e-mail scadono dopo 10 minuti, per la sicurezza dell'account: puoi sempre chiederne uno nuovo.",
    "Quando è attivo, reCAPTCHA di Google è un servizio esterno che non possiamo modificare: se ti ostacola, contatta l'assistenza.",
    "Non abbiamo ancora svolto una verifica con persone che usano tecnologie assistive: i controlli automatici non trovano tutti i problemi.",
  ],
  reportHeading: "Segnala un problema",
  report: "Se qualcosa ti impedisce di usare l'Area Riservata, scrivici o chiamaci: ti rispondiamo entro 30 giorni.",
  appeal: "Se la risposta non ti soddisfa, o non arriva entro 30 giorni, puoi inviare una segnalazione ad AgID:",
  appealLink: "modulo di segnalazione di AgID",
  dateHeading: "Data",
  date: (day: string) => `Ultima valutazione: ${day}. Dichiarazione redatta il ${day}.`,
} as const;
