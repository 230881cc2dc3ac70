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

/** The same consents as a product API answers a caller whose Culture is English (en-GB). */
const ENGLISH_LABELS: Record<string, string> = {
  PRIVACY: "I have read the privacy notice and consent to the processing of my personal data to provide the service",
  MARKETING: "I agree to receive commercial communications and offers about parking services",
  PROFILING: "I agree to the analysis of my preferences to receive personalised offers",
};

export function consentsIn(language: "it" | "en"): readonly ConsentConfigItem[] {
  return language === "it" ? CONSENTS : CONSENTS.map((consent) => ({ ...consent, Label: ENGLISH_LABELS[consent.ConsentCode] ?? consent.Label }));
}

export const REQUIRED_CONSENT_CODES: readonly string[] = CONSENTS.filter((c) => c.Required).map((c) => c.ConsentCode);
export const KNOWN_CONSENT_CODES: readonly string[] = CONSENTS.map((c) => c.ConsentCode);
