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
  // Thin/CheckPhone's whole Phone object (reference API: a number that cannot be valid).
  phone: "mobileNumber",
  fiscalCode: "taxCode",
  consents: "consents",
  pinSms: "code",
  otpCode: "code",
};

/** BillingData's Italian names for the parts of an address have English form names (issue 9). */
const billing: Readonly<Record<string, string>> = {
  comune: "city",
  provincia: "region",
  indirizzo: "address",
  idToponimo: "addressPrefix",
  civico: "houseNumber",
};

export function formFieldName(upstreamName: string): string {
  const known = table[upstreamName];
  if (known) return known;
  const [head, ...rest] = upstreamName.split(".");
  if (head === "billingData" && rest.length === 1) return `invoicingData.${billing[rest[0]!] ?? rest[0]}`;
  return upstreamName;
}
