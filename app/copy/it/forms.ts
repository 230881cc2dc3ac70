export const forms = {
  showPassword: "Mostra",
  hidePassword: "Nascondi",
  required: "Campo obbligatorio",
  prefixLabel: "Prefisso del cellulare",
  emailInvalid: "Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it",
  refused: "La richiesta è stata rifiutata. Ricarica la pagina e riprova.",
  // A form whose anti-forgery token no longer matches (decision 138): nothing was done, one press fixes it.
  expired:
    "La pagina è scaduta per sicurezza. Abbiamo conservato i dati inseriti, tranne le password: premi di nuovo il pulsante per inviarli.",
} as const;
