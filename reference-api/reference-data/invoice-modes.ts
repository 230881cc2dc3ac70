export interface InvoiceSendingModeItem {
  Id: number;
  InvoiceSendingMode: string;
}

export const INVOICE_SENDING_MODES: readonly InvoiceSendingModeItem[] = [
  { Id: 1, InvoiceSendingMode: "E-mail" },
  { Id: 2, InvoiceSendingMode: "PEC" },
  { Id: 3, InvoiceSendingMode: "Codice destinatario SDI" },
];
