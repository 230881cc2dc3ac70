export const toast = {
  regionLabel: "Notifiche",
  close: "Chiudi la notifica",
  genericError: "Si è verificato un errore",
} as const;
