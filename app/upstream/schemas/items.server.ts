import { z } from "../zod.server";

// Identifiers and postcodes are numbers in some upstream versions and strings in others; both are read.
const id = z.union([z.number(), z.string()]);

/** Consent config item (spec §3). */
export const ConsentConfigItem = z.object({
  ConsentCode: z.string(),
  Required: z.boolean(),
  Label: z.string(),
  Order: z.number(),
});

/** A consent given or refused, as sign-up and AcceptConsents send it. */
export const ConsentAnswer = z.object({
  ConsentCode: z.string(),
  ConsentState: z.boolean(),
});

/** Address-prefix item (spec §3). */
export const AddressPrefixItem = z.object({
  Toponym: z.string(),
  Id: id,
  Default: z.boolean(),
});

/** Invoice sending mode item (spec §3). */
export const InvoiceSendingModeItem = z.object({
  Id: id,
  InvoiceSendingMode: z.string(),
});

/** City item (spec §3). */
export const CityItem = z.object({
  IdComune: id,
  NomeComune: z.string(),
  SiglaProvincia: z.string(),
  Cap: id,
});

/** Country item (spec §3). */
export const CountryItem = z.object({
  CodiceNazione: z.string(),
  Descrizione: z.string(),
  SiglaNazione: z.string(),
});

const text = z.string().nullable().default(null);

/** BillingData of the sign-up payload (spec §3); every field optional, sent as null when absent. */
export const BillingData = z.object({
  Nome: text,
  Cognome: text,
  Intestazione: text,
  Piva: text,
  CodiceFiscale: text,
  EmailFatturazione: text,
  CodiceNazione: text,
  Comune: text,
  Cap: text,
  Provincia: text,
  Indirizzo: text,
  Civico: text,
  FatturaElettronica: z.boolean().default(false),
  Regime_Split_Payment: z.boolean().default(false),
  PecDestinatario: text,
  CodiceUnivocoDestinatario: text,
  IdToponimo: id.nullable().default(null),
  IdModalitaInvioFattura: id.nullable().default(null),
});

export type ConsentConfigItem = z.output<typeof ConsentConfigItem>;
export type ConsentAnswer = z.output<typeof ConsentAnswer>;
export type AddressPrefixItem = z.output<typeof AddressPrefixItem>;
export type InvoiceSendingModeItem = z.output<typeof InvoiceSendingModeItem>;
export type CityItem = z.output<typeof CityItem>;
export type CountryItem = z.output<typeof CountryItem>;
export type BillingData = z.input<typeof BillingData>;
