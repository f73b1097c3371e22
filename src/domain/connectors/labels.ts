/** The agency software the site connects to, by the name staff know it (issue 30). */
const CONNECTOR_LABELS: Record<string, string> = {
  whise: 'Whise',
  sweepbright: 'SweepBright',
  omnicasa: 'Omnicasa',
};

export const connectorLabel = (name: string): string => CONNECTOR_LABELS[name] ?? name;
