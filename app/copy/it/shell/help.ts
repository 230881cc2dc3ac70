// Shared by every screen: help links (footer and status pages), error summary, pending buttons.
export const help = {
  footerLabel: "Aiuto e informazioni",
  intro: "Hai bisogno di aiuto?",
  helpline: (phone: string) => `Numero verde ${phone}`,
  helplineInternational: (phone: string) => `Dall'estero ${phone}`,
  helpdesk: "Scrivi all'assistenza",
  helpdeskLabel: (email: string) => `Scrivi all'assistenza: ${email}`,
  privacy: "Privacy",
  accessibility: "Accessibilità",
} as const;
