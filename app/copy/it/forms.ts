export const forms = {
  showPassword: "Mostra",
  hidePassword: "Nascondi",
  required: "Campo obbligatorio",
  prefixLabel: "Prefisso del cellulare",
  emailInvalid: "Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it",
  refused: "La richiesta è stata rifiutata. Ricarica la pagina e riprova.",
} as const;
