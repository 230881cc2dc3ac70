/**
 * The one table from upstream field names (already camelCased by the client, spec §5) to the names of
 * our form fields. A ValidationError, or a code the flow pins to a field, lands next to the field the
 * customer typed into; a name the table does not know keeps its camelCase spelling.
 */
const table: Readonly<Record<string, string>> = {
  name: "firstName",
  surname: "lastName",
  email: "email",
  username: "username",
  confirmEmail: "confirmEmail",
  password: "password",
  newPassword: "password",
  confirmPassword: "passwordAgain",
  prefix: "mobileCountryCode",
  prefixCell: "mobileCountryCode",
  phonePrefix: "mobileCountryCode",
  "phone.phonePrefixes": "mobileCountryCode",
  mobile: "mobileNumber",
  cell: "mobileNumber",
  phoneNumber: "mobileNumber",
  "phone.phoneNumber": "mobileNumber",
  fiscalCode: "taxCode",
  consents: "consents",
  pinSms: "code",
  otpCode: "code",
};

/**
 * BillingData's fields (spec §3) under the English names of the sign-up form's invoicing fields
 * (issue 9): `BillingData.Cap` → `invoicingData.cap`. The country's error goes to the name the customer
 * sees, not to the code picked behind it.
 */
const billing: Readonly<Record<string, string>> = {
  nome: "firstName",
  cognome: "lastName",
  intestazione: "companyName",
  piva: "vatNumber",
  codiceFiscale: "taxCode",
  emailFatturazione: "email",
  codiceNazione: "country",
  comune: "city",
  cap: "cap",
  provincia: "region",
  indirizzo: "address",
  idToponimo: "addressPrefix",
  civico: "houseNumber",
  fatturaElettronica: "electronicInvoice",
  regime_Split_Payment: "splitPayment",
  pecDestinatario: "pec",
  codiceUnivocoDestinatario: "recipientCode",
  idModalitaInvioFattura: "sendingMode",
};

export function formFieldName(upstreamName: string): string {
  const known = table[upstreamName];
  if (known) return known;
  const [head, ...rest] = upstreamName.split(".");
  if (head === "billingData" && rest.length === 1) return `invoicingData.${billing[rest[0]!] ?? rest[0]}`;
  return upstreamName;
}
