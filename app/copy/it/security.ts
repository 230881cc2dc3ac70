// Issue 11: what the server answers when it refuses a request before any screen sees it.
export const security = {
  tooManyTitle: "Troppe richieste",
  tooMany: "Hai fatto troppi tentativi in poco tempo. Attendi un minuto e riprova.",
  loginLockedTitle: "Accesso temporaneamente sospeso",
  loginLocked: (wait: string) =>
    `Troppi tentativi di accesso non riusciti per questo account. Per proteggerlo, riprova tra ${wait}.`,
  smsCappedTitle: "Troppi SMS richiesti",
  smsCapped: (wait: string) => `Abbiamo già inviato molti SMS a questo numero. Potrai richiederne un altro tra ${wait}.`,
  smsCappedAddress: (wait: string) =>
    `Da questa rete sono stati richiesti molti SMS in poco tempo. Potrai richiederne un altro tra ${wait}.`,
  probeCappedTitle: "Troppe verifiche",
  probeCapped: (wait: string) =>
    `Hai controllato molti indirizzi e numeri in poco tempo. Per proteggere gli account dei nostri clienti, riprova tra ${wait}.`,
  dailyCapTitle: "Limite giornaliero raggiunto",
  dailyCap: (wait: string) => `Da questa rete sono arrivate troppe richieste oggi. Riprova tra ${wait}.`,
  unavailableTitle: "Servizio momentaneamente non disponibile",
  unavailable: "Non possiamo verificare la richiesta in questo momento. Riprova tra qualche minuto.",
  forbidden: "Richiesta rifiutata",
  tooLarge: "Richiesta troppo grande",
  unsupportedType: "Formato della richiesta non supportato",
  badRequest: "Richiesta non valida",
  requestTimeoutTitle: "Richiesta scaduta",
  requestTimeout: "La richiesta è arrivata troppo lentamente. Controlla la connessione e riprova.",
  methodNotAllowed: "Metodo non consentito",
  notFound: "Pagina non trovata",
  serverError: "Si è verificato un errore",
  minutes: (count: number) => (count <= 1 ? "1 minuto" : `${count} minuti`),
  hours: (count: number) => (count <= 1 ? "1 ora" : `${count} ore`),
} as const;
