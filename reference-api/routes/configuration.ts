import type { Request, Router } from "express";
import type { Context } from "../context";
import { sendSuccess } from "../dialect";
import { SEARCH_RESULT_LIMIT } from "../limits";
import { loadComuni } from "../reference-data/comuni";
import { consentsIn } from "../reference-data/consents";
import { callerLanguageOf } from "../culture";
import { NAZIONI } from "../reference-data/countries";
import { INVOICE_SENDING_MODES } from "../reference-data/invoice-modes";
import { foldForSearch, rankMatches } from "../reference-data/search";

function searchText(req: Request): string {
  const value = req.query.TextSearch;
  return typeof value === "string" ? value.slice(0, 100) : "";
}

export function configurationRoutes(router: Router, _ctx: Context): void {
  router.get("/v2/Configuration/GetConsentsConfiguration", (_req, res) => {
    sendSuccess(res, { ConsentConfiguration: consentsIn(callerLanguageOf(res)) });
  });

  router.post("/v2/Configuration/GetInvoiceSendingMode", (_req, res) => {
    sendSuccess(res, { InvoiceSendingModeList: INVOICE_SENDING_MODES });
  });

  // An empty search lists every country: the list is short enough to fill a select.
  router.get("/v2/Configuration/SearchNazioni", (req, res) => {
    const text = searchText(req);
    const nazioni = foldForSearch(text)
      ? rankMatches(NAZIONI, (n) => n.Descrizione, text, SEARCH_RESULT_LIMIT)
      : NAZIONI;
    sendSuccess(res, { Nazioni: nazioni });
  });

  // Nearly 8,000 municipalities: at least two letters before anything is listed.
  router.get("/v2/Configuration/SearchComuni", async (req, res) => {
    const text = searchText(req);
    const comuni = foldForSearch(text).length < 2
      ? []
      : rankMatches(await loadComuni(), (c) => c.NomeComune, text, SEARCH_RESULT_LIMIT);
    sendSuccess(res, { Comuni: comuni });
  });
}
