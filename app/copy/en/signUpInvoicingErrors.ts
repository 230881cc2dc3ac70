import type { signUpInvoicingErrors as italian } from "../it/signUpInvoicingErrors";
import type { Translation } from "../translation";

export const signUpInvoicingErrors = {
  vatNumberInvalid: "An Italian VAT number (partita IVA) has 11 digits",
  taxCodeInvalid: "Enter a tax code (codice fiscale) of 16 characters or a VAT number (partita IVA) of 11 digits",
  countryMissing: "Enter the country",
  countryNotPicked: "Search for the country and choose it from the list",
  cityMissing: "Enter the town or city (comune)",
  capMissing: "Enter the postcode (CAP)",
  capInvalid: "An Italian postcode (CAP) has 5 digits",
  regionInvalid: "Enter the province as its 2-letter code, for example MI",
  addressMissing: "Enter the street",
  houseNumberMissing: "Enter the house number",
  pecInvalid: "Enter a valid certified email (PEC) address",
  recipientCodeInvalid: "The SDI recipient code has 7 letters and numbers",
  electronicMissing: "For an electronic invoice, enter the PEC address or the SDI recipient code",
  emailInvalid: "Enter a valid email address, for example name@example.com",
} as const satisfies Translation<typeof italian>;
