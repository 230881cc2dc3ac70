import { createCookie, data } from "react-router";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getConfig } from "../config.server";

export const CSRF_FIELD = "csrf";

let csrf: CSRF | undefined;

function instance(): CSRF {
  if (!csrf) {
    const config = getConfig();
    csrf = new CSRF({
      cookie: createCookie("ar_csrf", {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: config.appEnv !== "Dev",
        secrets: [config.sessionSecret],
      }),
      formDataKey: CSRF_FIELD,
      secret: config.sessionSecret,
    });
  }
  return csrf;
}

/** The token for this browser's forms, and the cookie to set when it is new. */
export function csrfToken(request: Request): Promise<readonly [string, string | null]> {
  return instance().commitToken(request);
}

/** Refuses a form without this browser's token: 403, before anything reaches the upstream. */
export async function requireCsrf(form: FormData, request: Request): Promise<void> {
  try {
    await instance().validate(form, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) throw data({ refused: "csrf" }, { status: 403 });
    throw error;
  }
}
