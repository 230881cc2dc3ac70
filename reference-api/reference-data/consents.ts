export interface ConsentConfigItem {
  ConsentCode: string;
  Required: boolean;
  Label: string;
  Order: number;
}

export const CONSENTS: readonly ConsentConfigItem[] = [
  {
    ConsentCode: "PRIVACY",
    Required: true,
    Label: "Dichiaro di aver letto l'informativa sul trattamento dei dati personali e acconsento al trattamento per l'erogazione del servizio",
    Order: 1,
  },
  {
    ConsentCode: "MARKETING",
    Required: false,
    Label: "Acconsento a ricevere comunicazioni commerciali e offerte sui servizi di parcheggio",
    Order: 2,
  },
  {
    ConsentCode: "PROFILING",
    Required: false,
    Label: "Acconsento all'analisi delle mie preferenze per ricevere offerte personalizzate",
    Order: 3,
  },
];

export const REQUIRED_CONSENT_CODES: readonly string[] = CONSENTS.filter((c) => c.Required).map((c) => c.ConsentCode);
export const KNOWN_CONSENT_CODES: readonly string[] = CONSENTS.map((c) => c.ConsentCode);
