import * as it from "../../copy/it";

export function Logo() {
  return <img className="logo" src="/logo.svg" alt={it.common.logoAlt} width="160" height="40" />;
}
