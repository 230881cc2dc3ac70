// Messages the flow engine (app/flow/) decides on: spec §8.
export const flow = {
  login: {
    badCredentials: "Impossibile accedere: username o password errata",
    disabled: "Impossibile accedere: account disattivo",
    other: "Impossibile accedere: errore imprevisto",
    noRedirectUrl: "Impossibile accedere: redirect URL non specificato",
    noClient: "Impossibile accedere: client non specificato",
    noRedirectInResponse: "Impossibile accedere: redirect URL non restituito dalle API",
  },
  resendSmsFailed: "Si è verificato un errore",
} as const;
