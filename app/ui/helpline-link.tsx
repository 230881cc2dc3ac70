import { it } from "../copy/it";
import { usePublicConfig } from "./public-config";

export function HelplineLink() {
  const { helplinePhone } = usePublicConfig();
  return (
    <p className="helpline">
      {it.common.helplineIntro}{" "}
      <a href={`tel:${helplinePhone.replace(/\s+/g, "")}`} aria-label={it.common.helplineLink(helplinePhone)}>
        {helplinePhone.replace(/ /g, "\u00a0")}
      </a>
    </p>
  );
}
