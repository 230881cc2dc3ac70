/**
 * The caller's language, from its Culture header (spec §7: it-IT or en-GB): a product API writes its
 * SMS, e-mails and consent texts in the customer's language; anything else gets Italian.
 */
export type CallerLanguage = "it" | "en";

export function callerLanguageOf(res: { req: { get(name: string): string | undefined } }): CallerLanguage {
  return /^en\b/i.test(res.req.get("Culture") ?? "") ? "en" : "it";
}

/**
 * The API's own messages (MessageError, and each ValidationError's Message) as it writes them for an
 * English caller, by their Italian text; anything not listed stays as written.
 */
const ENGLISH_MESSAGES: Record<string, string> = {
  "Account bloccato": "Account blocked",
  "Account disattivo": "Account disabled",
  "Account in chiusura": "Account being closed",
  "Account inattivo": "Account inactive",
  "Alcuni dati non sono validi": "Some details are not valid",
  "CAP non valido": "Invalid postcode (CAP)",
  "Client non riconosciuto": "Client not recognised",
  "Client non specificato": "Client not specified",
  "Codice fiscale non valido": "Invalid tax code (codice fiscale)",
  "Codice scaduto: richiedine uno nuovo": "Code expired: request a new one",
  "E-mail di fatturazione non valida": "Invalid invoicing email address",
  "Errore imprevisto": "Unexpected error",
  "Esiste già un account con questi dati": "An account with these details already exists",
  "Gli indirizzi e-mail non coincidono": "The email addresses do not match",
  "Il codice è composto da 6 cifre": "The code is 6 digits",
  "Il consenso al trattamento dei dati personali è obbligatorio": "Consent to the processing of personal data is required",
  "Il numero è già associato a un account": "The number is already linked to an account",
  "Il nuovo numero è uguale a quello attuale": "The new number is the same as the current one",
  "Impossibile creare l'utente": "Could not create the user",
  "Indirizzo e-mail già registrato": "Email address already registered",
  "Indirizzo e-mail non utilizzabile": "Email address cannot be used",
  "Indirizzo e-mail non valido": "Invalid email address",
  "La nuova password deve essere diversa da quella attuale": "The new password must be different from the current one",
  "Le password non coincidono": "The passwords do not match",
  "Nessuna operazione in sospeso per questo account": "No pending operation for this account",
  "Nessuna registrazione da completare per questo numero": "No registration to complete for this number",
  "Numero di cellulare già registrato": "Mobile number already registered",
  "Numero di cellulare non utilizzabile": "Mobile number cannot be used",
  "Numero di cellulare non valido": "Invalid mobile number",
  "Partita IVA non valida": "Invalid VAT number (partita IVA)",
  "Più account usano questo numero: accedi con l'indirizzo e-mail": "Several accounts use this number: sign in with the email address",
  "Redirect non consentito per il client": "Redirect not allowed for the client",
  "Redirect non valido": "Invalid redirect",
  "Richiesta non valida": "Invalid request",
  "Richiesta troppo grande": "Request too large",
  "Risorsa non trovata": "Resource not found",
  "Sessione assente o scaduta: accedi di nuovo": "Session missing or expired: sign in again",
  "Token anti-contraffazione assente o non valido": "Anti-forgery token missing or invalid",
  "Troppe richieste o tentativi: utente temporaneamente bloccato": "Too many requests or attempts: user temporarily blocked",
  "Troppi tentativi errati: riprova più tardi": "Too many wrong attempts: try again later",
  "Username o password errata": "Wrong username or password",
  "Valore non valido": "Invalid value",
  "Verifica reCAPTCHA non superata": "reCAPTCHA check failed",
  "È richiesta un'azione per proseguire": "An action is required to continue",
  "La password deve avere da 8 a 64 caratteri e contenere almeno una lettera maiuscola, una minuscola, un numero e un carattere speciale":
    "The password must have 8 to 64 characters and contain at least one capital letter, one lowercase letter, one number and one special character",
};

/** A message of the API in the caller's language. */
export function inCallerLanguage(res: { req: { get(name: string): string | undefined } }, message: string): string {
  return callerLanguageOf(res) === "en" ? (ENGLISH_MESSAGES[message] ?? message) : message;
}
